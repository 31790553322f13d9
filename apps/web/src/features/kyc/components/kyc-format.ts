import type { KycField, KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import { intlOnce } from '@/lib/intl-cache';
import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';

/** The states in which the member may send documents (again). */
const submittable: readonly KycStatus[] = ['not_started', 'rejected', 'resubmission_requested', 'expired'];

export function canSubmit(status: KycStatus): boolean {
  return submittable.includes(status);
}

export const statusColors: Record<KycStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  not_started: 'default',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
  resubmission_requested: 'warning',
  expired: 'warning',
};

/**
 * A calendar date (`YYYY-MM-DD`: a birth or expiry date) in the member's language. Read in UTC:
 * it is a day, not a moment, and must not move to the day before west of Greenwich.
 */
export function formatDay(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return intlOnce(
    'kyc-day',
    language,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/** A moment (`submittedAt`, a timeline event) with its time, in the member's time zone. */
export function formatMoment(value: string, language: string): string {
  return intlOnce(
    'kyc-moment',
    language,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(value));
}

/** A country's name in the member's language, from its ISO code. */
export function countryName(code: string, language: string): string {
  try {
    return (
      intlOnce('kyc-region', language, () => new Intl.DisplayNames([language], { type: 'region' })).of(
        code,
      ) ?? code
    );
  } catch {
    return code;
  }
}

/** What a reviewer asked again, in words, in the order of the form. */
export function fieldNames(fields: readonly KycField[], t: TFunction): string[] {
  return fields.map((field) => t(`fields.${field}`));
}

/** A failed identity-check call in the member's words: the kyc texts first, the common ones otherwise. */
export function kycProblem(error: unknown, t: TFunction): string {
  // A proxy's 413 comes without a problem body: it still means the photo is too large.
  return problemMessage(error, t, { ns: 'kyc', byStatus: { 413: 'FILE_TOO_LARGE' } });
}
