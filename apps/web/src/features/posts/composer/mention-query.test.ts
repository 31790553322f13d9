import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-query';

describe('mentionAt', () => {
  it('finds the name being typed after an @', () => {
    expect(mentionAt('Hello @an', 9)).toEqual({ start: 6, query: 'an' });
    expect(mentionAt('@ana.s', 6)).toEqual({ start: 0, query: 'ana.s' });
    expect(mentionAt('Hi @', 4)).toEqual({ start: 3, query: '' });
  });

  it('looks only before the caret', () => {
    expect(mentionAt('Hello @ana and more', 10)).toEqual({ start: 6, query: 'ana' });
    expect(mentionAt('Hello @ana and more', 19)).toBeNull();
  });

  it('ignores email addresses and finished names', () => {
    expect(mentionAt('mail bob@exa', 12)).toBeNull();
    expect(mentionAt('@ana ', 5)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the partial name with the username and a space', () => {
    expect(insertMention('Hi @an', 6, 3, 'ana.silva')).toEqual({ text: 'Hi @ana.silva ', caret: 14 });
  });

  it('replaces the rest of a name the caret is inside, keeping the text after it', () => {
    expect(insertMention('Hi @anxx there', 5, 3, 'ana')).toEqual({ text: 'Hi @ana there', caret: 8 });
  });
});
