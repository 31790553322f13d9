import { z } from 'zod';

// A high half not followed by a low half, or a low half not preceded by a high half (code units).
// No lookbehind: this also runs in browsers' forms, some of which lack it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be taken as it is: a NUL character (PostgreSQL refuses it in text, so it would
 * fail deep in a query), or half of a UTF-16 surrogate pair (not a character; it cannot be stored
 * as UTF-8). Null when the text is fine. Invalid UTF-8 bytes never reach a string: the server
 * refuses such a body before parsing it.
 */
export function unsafeTextReason(value: string): 'nul_character' | 'broken_character' | null {
  if (value.includes('\u0000')) return 'nul_character';
  if (loneSurrogate.test(value)) return 'broken_character';
  return null;
}

export const unsafeTextMessage = 'Contains a character that is not allowed';

/**
 * Every text a client sends (fields, queries, path parameters): a string without NUL or broken
 * characters, refused with 422 like any other invalid field. Extend it like `z.string()`:
 * `textSchema.trim().min(1).max(100)`.
 */
export const textSchema = z.string().refine((value) => unsafeTextReason(value) === null, {
  message: unsafeTextMessage,
});
