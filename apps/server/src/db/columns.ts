import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A moment, with its time zone, to the millisecond: keyset cursors carry these values through
 * JavaScript dates unchanged.
 */
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

const quoted = (values: readonly string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');

/** A check that a column holds one of these values (the contract's list, so the two never part). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${quoted(values)})`);

/** A check that every element of a varchar[] column is one of these values. */
export const allIn = (column: string, values: readonly string[]) =>
  sql.raw(`${column} <@ array[${quoted(values)}]::varchar[]`);
