import { describe, expect, it } from 'vitest';
import { hashtagSearchPath, tokenizePostText } from './post-text-tokens';

const ana = { username: 'ana.silva', userId: '11111111-1111-4111-8111-111111111111' };
const bob = { username: 'Bob_2', userId: '22222222-2222-4222-8222-222222222222' };

describe('tokenizePostText', () => {
  it('keeps plain text as one text token', () => {
    expect(tokenizePostText('Hello world')).toEqual([{ kind: 'text', text: 'Hello world' }]);
    expect(tokenizePostText('')).toEqual([]);
  });

  it('links only the mentions the server resolved, whatever their case, and drops a sentence dot', () => {
    expect(tokenizePostText('Thanks @Ana.Silva. and @bob_2, not @nobody', [ana, bob])).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@Ana.Silva', userId: ana.userId },
      { kind: 'text', text: '. and ' },
      { kind: 'mention', text: '@bob_2', userId: bob.userId },
      { kind: 'text', text: ', not @nobody' },
    ]);
  });

  it('does not take an email address for a mention', () => {
    expect(tokenizePostText('write to bob_2@example.com', [bob])).toEqual([
      { kind: 'text', text: 'write to bob_2@example.com' },
    ]);
  });

  it('finds hashtags with accents, but not numbers alone or HTML entities', () => {
    expect(tokenizePostText('#Été à #Paris_2025 en #2024 &#60;')).toEqual([
      { kind: 'hashtag', text: '#Été', tag: 'Été' },
      { kind: 'text', text: ' à ' },
      { kind: 'hashtag', text: '#Paris_2025', tag: 'Paris_2025' },
      { kind: 'text', text: ' en #2024 &#60;' },
    ]);
  });

  it('makes http and https addresses links, without the sentence punctuation after them', () => {
    expect(tokenizePostText('See https://example.com/a?b=1#top. Or (http://x.example/wiki/A_(b)).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#top', href: 'https://example.com/a?b=1#top' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', text: 'http://x.example/wiki/A_(b)', href: 'http://x.example/wiki/A_(b)' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never makes a link of javascript:, data: or an address without a scheme', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> www.example.com JAVASCRIPT://%0Aalert(1)';
    expect(tokenizePostText(text)).toEqual([{ kind: 'text', text }]);
  });

  it('does not treat a #fragment or an @ inside an address as a tag or a mention', () => {
    const tokens = tokenizePostText('https://example.com/@ana.silva/#news', [ana]);
    expect(tokens).toEqual([
      {
        kind: 'link',
        text: 'https://example.com/@ana.silva/#news',
        href: 'https://example.com/@ana.silva/#news',
      },
    ]);
  });

  it('keeps HTML as text', () => {
    expect(tokenizePostText('<script>alert("x")</script> #ok')).toEqual([
      { kind: 'text', text: '<script>alert("x")</script> ' },
      { kind: 'hashtag', text: '#ok', tag: 'ok' },
    ]);
  });
});

describe('hashtagSearchPath', () => {
  it('points to the posts tab of search with the encoded tag', () => {
    expect(hashtagSearchPath('Été')).toBe('/social/search/search?q=%23%C3%89t%C3%A9&type=posts');
  });
});
