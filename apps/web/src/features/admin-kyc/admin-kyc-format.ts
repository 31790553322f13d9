import type { KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import { intlOnce } from '@/lib/intl-cache';

/** The states a request can be in once sent: what the queue filters on (never "not started"). */
export const queueStatuses = [
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
  'expired',
] as const satisfies readonly KycStatus[];
export type QueueStatus = (typeof queueStatuses)[number];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address segment can name a request at all (the server refuses anything else with 422). */
export function isKycId(value: string): boolean {
  return uuid.test(value);
}

const DAY_MS = 86_400_000;

/** Whole days a request has waited since it was sent. */
export function daysWaiting(submittedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / DAY_MS));
}

/**
 * A day printed on the document or the profile (`YYYY-MM-DD`), in the admin's language. It is a
 * day, not a moment: formatted in UTC so that it never shows as the day before west of Greenwich.
 */
export function printedDay(value: string, language: string): string {
  const at = Date.parse(`${value}T00:00:00Z`);
  const format = intlOnce('admin-kyc-day', language, () =>
    Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return Number.isNaN(at) ? value : format.format(at);
}

/** A country by its ISO code, named in the admin's language (the code itself when unknown). */
export function regionName(code: string, language: string): string {
  // Intl.DisplayNames throws on a malformed code; a well-formed unknown one comes back as it is.
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  const names = intlOnce(
    'admin-kyc-region',
    language,
    () => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }),
  );
  return names.of(code.toUpperCase()) ?? code;
}

/** "A, B and C" in the admin's language. */
export function listOf(items: readonly string[], language: string): string {
  return intlOnce(
    'admin-kyc-and',
    language,
    () => new Intl.ListFormat(language, { type: 'conjunction' }),
  ).format(items);
}
