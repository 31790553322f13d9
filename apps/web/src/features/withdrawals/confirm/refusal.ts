import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/translator';
import { withdrawalProblem } from '../components/withdrawal-format';

/** Where a refused quote or withdrawal is shown, and what the page asks again because of it. */
export type Refusal = {
  /** Texts under the form's fields, by the server's names (`coins`, `destination.phone`). */
  fields: Record<string, string>;
  /** The text under the password or code field. */
  confirmation: string | null;
  /** The sentence that says what happened (null when the fields say it all). */
  message: string | null;
  /** Only the form can fix it (a detail, the method, the eligibility): the confirmation step closes. */
  backToForm: boolean;
  /** What may have changed on the server since the page loaded it. */
  refresh: ReadonlyArray<'overview' | 'providers'>;
  /** The emailed code can no longer confirm anything (spent, expired, too many tries): ask for another. */
  codeSpent: boolean;
};

const nothing: Refusal = {
  fields: {},
  confirmation: null,
  message: null,
  backToForm: false,
  refresh: [],
  codeSpent: false,
};

// The withdrawal's amount against the provider's limits: checked before the confirmation is spent.
const amountCodes = new Set(['PAYOUT_BELOW_MINIMUM', 'PAYOUT_ABOVE_MAXIMUM', 'PAYOUT_AMOUNT_TOO_SMALL']);
// The method itself changed (switched off, no rate any more, another currency): choose again.
const methodCodes = new Set([
  'PAYOUT_PROVIDER_NOT_FOUND',
  'PAYOUT_PROVIDER_INACTIVE',
  'PAYOUT_CURRENCY_NOT_OFFERED',
  'PAYOUT_RATE_MISSING',
]);
// Checked under the member's lock after the confirmation: a code is spent by then.
const afterConfirmationCodes = new Set(['WITHDRAWAL_LIMIT_REACHED', 'INSUFFICIENT_BALANCE']);

const isFormField = (field: string) => field === 'coins' || field.startsWith('destination.');

/** "2 tries left" in the server's detail: the number, to say it in the member's language. */
function triesLeft(detail: string | undefined): number | null {
  const found = /(\d+)/.exec(detail ?? '');
  return found ? Number(found[1]) : null;
}

/**
 * A refusal of the quote or of the withdrawal, placed: a detail or an amount under its field, a
 * wrong password or code under the confirmation field, the rest as a sentence; and what the page
 * must ask again (the balance and limits, the methods) so that what it shows is true again.
 */
export function placeRefusal(error: unknown, t: TFunction): Refusal {
  const message = withdrawalProblem(error, t);
  if (!(error instanceof ApiError)) return { ...nothing, message };
  const { code } = error;
  const errors = error.problem?.errors ?? [];

  if (code === 'VALIDATION_FAILED' || code === 'PAYOUT_DESTINATION_INVALID') {
    const fields: Record<string, string> = {};
    let confirmation: string | null = null;
    for (const item of errors) {
      const text = t(`fieldProblems.${item.code}`, { defaultValue: item.message });
      if (isFormField(item.field)) fields[item.field] = text;
      else if (item.field.startsWith('confirmation.')) confirmation = text;
    }
    const placed = Object.keys(fields).length > 0;
    return { ...nothing, fields, confirmation, message, backToForm: placed };
  }
  if (code === 'WITHDRAWAL_CONFIRMATION_WRONG') {
    const byCode = errors.some((item) => item.field === 'confirmation.code');
    const left = byCode ? triesLeft(error.problem?.detail) : null;
    return {
      ...nothing,
      confirmation: byCode
        ? left === null
          ? t('confirm.wrongCode')
          : t('confirm.wrongCodeTries', { count: left })
        : t('confirm.wrongPassword'),
    };
  }
  if (code === 'CODE_EXPIRED' || code === 'CODE_ATTEMPTS_EXCEEDED')
    return { ...nothing, confirmation: message, codeSpent: true };
  if (afterConfirmationCodes.has(code))
    return {
      ...nothing,
      message,
      fields: { coins: t(`amount.refused.${code}`) },
      refresh: ['overview'],
      codeSpent: true,
    };
  if (amountCodes.has(code))
    return { ...nothing, message, fields: { coins: message }, refresh: ['providers'] };
  if (methodCodes.has(code)) return { ...nothing, message, backToForm: true, refresh: ['providers'] };
  if (code === 'WITHDRAWAL_KYC_REQUIRED' || code === 'WITHDRAWAL_EMAIL_UNVERIFIED')
    return { ...nothing, message, backToForm: true, refresh: ['overview'] };
  return { ...nothing, message };
}
