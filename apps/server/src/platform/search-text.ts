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
