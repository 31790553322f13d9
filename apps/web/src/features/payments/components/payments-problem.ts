import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';

/** A sentence for a failed payments call: this feature's codes first, then the common ones. */
export function paymentsProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const text = t(`problems.${error.code}`, { ns: 'payments', defaultValue: '' });
    if (text) return text;
  }
  return problemMessage(error, t);
}
