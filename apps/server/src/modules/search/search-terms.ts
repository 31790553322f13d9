import { foldForSearch } from '../../platform/search-text';

/** A search as the queries use it: folded, cut into words. */
export type SearchTerms = {
  /** Lower case, no accents, single spaces: compared with `users.search_name`. */
  folded: string;
  /** Letters and digits only, so nothing the member types can reach tsquery syntax. */
  words: string[];
};

// Longer queries are cut: a tsquery of dozens of prefixes only slows the search down.
const MAX_WORDS = 8;

export function searchTermsOf(query: string): SearchTerms {
  const folded = foldForSearch(query).trim().replace(/\s+/g, ' ');
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return { folded, words };
}

/**
 * `word1:* & word2:*` for `to_tsquery('simple', …)`: every word as a prefix, all required. The
 * words hold letters and digits only (see {@link searchTermsOf}) and are quoted as lexemes as
 * well, so no input can change the query's structure; null when nothing searchable is left.
 */
export function prefixTsQuery(words: string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word) => `'${word.replaceAll("'", "''")}':*`).join(' & ');
}

/**
 * A word's letters in code-point order: "jhon" and "john" share it. Trigrams cannot see that two
 * swapped letters (the commonest typo) make nearly the same word, so a name word with the key of
 * a query word counts as an exact match. Must sort exactly as the SQL twin (collation "C").
 */
export function letterKey(word: string): string {
  return [...word].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('');
}

/** The query words with their letter keys; no key ('') under three letters, where anagrams are too common. */
export function keyedWordsOf(words: string[]): Array<{ word: string; key: string }> {
  return [...new Set(words)].map((word) => ({ word, key: [...word].length >= 3 ? letterKey(word) : '' }));
}

/**
 * The lowest trigram score a name needs to be a result. Short queries are mostly the start of a
 * name ("zoe", "ali"), where a low threshold matches any name sharing one letter; longer queries
 * carry typos, which cost many trigrams ("jhon smiht" scores 0.29 against "john smith").
 */
export function trigramThreshold(folded: string): number {
  return [...folded].length >= 6 ? 0.25 : 0.45;
}

/** The tag searched for: the folded query without its '#'. */
export function tagPrefixOf(folded: string): string {
  return folded.replace(/^#+/, '').trim();
}
