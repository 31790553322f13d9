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
