import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchTermsOf } from '../../platform/search-text';
import { keyedWordsOf, letterKey, tagPrefixOf, trigramThreshold } from './search-terms';

describe('searchTermsOf', () => {
  it('folds case and accents and keeps only letters and digits in words', () => {
    expect(searchTermsOf('  Zoé   DURAND ')).toEqual({ folded: 'zoe durand', words: ['zoe', 'durand'] });
    expect(searchTermsOf("sun & !(x) ':*|tom's")).toEqual({
      folded: "sun & !(x) ':*|tom's",
      words: ['sun', 'x', 'tom', 's'],
    });
    expect(searchTermsOf('!!! ***').words).toEqual([]);
    expect(searchTermsOf('a b c d e f g h i j').words).toHaveLength(8);
  });
});

describe('prefixTsQuery', () => {
  it('makes every word a quoted prefix, all required', () => {
    expect(prefixTsQuery(['cafe', 'creme'])).toBe("'cafe':* & 'creme':*");
    expect(prefixTsQuery([])).toBeNull();
  });
});

describe('letter keys', () => {
  it('gives swapped letters the same key, and short words none', () => {
    expect(letterKey('jhon')).toBe(letterKey('john'));
    expect(letterKey('smiht')).toBe('himst');
    expect(keyedWordsOf(['jhon', 'jo', 'jhon'])).toEqual([
      { word: 'jhon', key: 'hjno' },
      { word: 'jo', key: '' },
    ]);
  });
});

describe('trigramThreshold and tagPrefixOf', () => {
  it('asks more of short queries, and strips the hash of a tag', () => {
    expect(trigramThreshold('zoe')).toBe(0.45);
    expect(trigramThreshold('jhon smiht')).toBe(0.25);
    expect(tagPrefixOf('##summer')).toBe('summer');
    expect(tagPrefixOf('#')).toBe('');
  });
});
