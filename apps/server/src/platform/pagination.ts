import { AppError } from './errors';
import { isUuid } from './ids';

/** A keyset position: the sort values of the last row of a page (e.g. a timestamp and an id). */
export type CursorValues = ReadonlyArray<string | number>;

/** Opaque to clients: base64url of the JSON of the values. */
export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The values of a cursor made by {@link encodeCursor}, checked against the expected kinds
 * ('string' | 'number'); anything else is a 422 on the `cursor` field, never a 500.
 */
export function decodeCursor<const K extends ReadonlyArray<'string' | 'number'>>(
  cursor: string | undefined,
  kinds: K,
): { [I in keyof K]: K[I] extends 'number' ? number : string } | null {
  if (cursor === undefined) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === kinds.length &&
      values.every((value, index) => typeof value === kinds[index])
    )
      return values as never;
  } catch {
    // falls through to the 422
  }
  throw invalidCursor();
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', {
    errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
  });
}

/** The (time, id) position of lists ordered by (created_at desc, id desc): its cursor, checked. */
export function decodeTimeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  const values = decodeCursor(cursor, ['string', 'string'] as const);
  if (!values) return null;
  const createdAt = new Date(values[0]);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(values[1])) throw invalidCursor();
  return { createdAt, id: values[1] };
}

/** The cursor of a (time, id) position. */
export function timeCursorOf(row: { createdAt: Date | string; id: string }): CursorValues {
  return [new Date(row.createdAt).toISOString(), row.id];
}

/**
 * Splits a page fetched with `limit + 1` rows into the page and the cursor of the next one.
 */
export function pageFrom<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => CursorValues,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(cursorOf(page[page.length - 1] as Row)) };
}
