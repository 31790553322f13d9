import { describe, expect, it } from 'vitest';
import { hashtagsOf, mentionedUsernames } from './post-text';

describe('mentionedUsernames', () => {
  it('finds @names, lower-cased and once each, ignoring emails and a sentence-ending dot', () => {
    expect(mentionedUsernames('Hi @Ana_B and @zoe.k. Mail ana@example.com, again @ana_b!')).toEqual([
      'ana_b',
      'zoe.k',
    ]);
  });

  it('ignores names too short or starting with a dot', () => {
    expect(mentionedUsernames('@ab @.hidden @ok1')).toEqual(['ok1']);
  });
});

describe('hashtagsOf', () => {
  it('folds accents and case, keeps unicode letters, skips pure numbers and HTML entities', () => {
    expect(hashtagsOf('#Été à #Paris, #paris again, #2024 and &#39; #日本')).toEqual([
      'ete',
      'paris',
      '日本',
    ]);
  });

  it('does not take a tag glued to a word', () => {
    expect(hashtagsOf('abc#def #ok')).toEqual(['ok']);
  });
});
