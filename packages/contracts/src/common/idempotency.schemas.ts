import { z } from 'zod';

/**
 * The `Idempotency-Key` header of money and coin routes (ARCHITECTURE §4): a client-chosen key,
 * printable ASCII without spaces, at most 100 characters (a UUID per action is ideal); a repeat
 * with the same key answers the first answer. Missing: 400 IDEMPOTENCY_KEY_REQUIRED; malformed: 422.
 */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7E]+$/, 'Printable ASCII without spaces, e.g. a UUID')
    .optional(),
});
export type IdempotencyKeyHeader = z.infer<typeof idempotencyKeyHeaderSchema>;
