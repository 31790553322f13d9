import { type SQL, sql } from 'drizzle-orm';

/**
 * Accented letters and their plain forms, for search that ignores accents ("Zoé" finds "Zoe").
 * PostgreSQL's `unaccent` is not immutable, so it cannot sit in an index or a generated column;
 * `translate` with this fixed table can, on PGlite and PostgreSQL alike.
 */
const ACCENTED = 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźżœæß';
const PLAIN = 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorrssstuuuuuuuuyyzzzoas';

if ([...ACCENTED].length !== [...PLAIN].length) throw new Error('search-text: accent table out of step');

/** The SQL twin of {@link foldForSearch}: lower-cased, accents removed. Immutable, so indexable. */
export function foldedSql(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

const fold = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] as string]));

/** Lower-cases and removes accents exactly as {@link foldedSql} does in the database. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((letter) => fold.get(letter) ?? letter).join('');
}

/** `like` pattern for a part of a folded text: the user's `%`, `_` and `\` match themselves. */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
