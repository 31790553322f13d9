import { describe, expect, it } from 'vitest';
import { person } from '@/testing/builders';
import { captionTokens } from './caption-tokens';

describe('captionTokens: hashtags and mentions of a caption', () => {
  it('links hashtags and the mentions the server recognised, and keeps the rest as typed', () => {
    const ana = person(2, { username: 'ana.b' });
    expect(captionTokens('Sunset with @Ana.B. #Beach #2024 & @nobody <b>hi</b>', [ana])).toEqual([
      { kind: 'text', text: 'Sunset with ' },
      { kind: 'mention', text: '@Ana.B', userId: ana.id },
      { kind: 'text', text: '. ' },
      { kind: 'hashtag', text: '#Beach', tag: 'Beach' },
      { kind: 'text', text: ' #2024 & @nobody <b>hi</b>' },
    ]);
  });

  it('leaves an email address alone', () => {
    const ana = person(2, { username: 'example' });
    expect(captionTokens('write to ana@example.com', [ana])).toEqual([
      { kind: 'text', text: 'write to ana@example.com' },
    ]);
  });

  it('gives nothing for an empty caption', () => {
    expect(captionTokens('', [])).toEqual([]);
  });
});
