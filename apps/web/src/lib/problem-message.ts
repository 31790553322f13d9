import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** A sentence for the person, in their language, from a failed call's stable error code. */
export function problemMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const key = `problems.${error.code}`;
    const text = t(key, { ns: 'common', defaultValue: '' });
    if (text) return text;
    if (error.status === 0) return t('problems.NETWORK', { ns: 'common' });
  }
  return t('problems.UNKNOWN', { ns: 'common' });
}

/** Server field errors, translated by code where we know it, by field otherwise. */
export function serverFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  const out: Record<string, string> = {};
  for (const item of error.problem.errors) {
    const byCode = t(`fieldProblems.${item.code}`, { ns: 'common', defaultValue: '' });
    out[item.field] =
      byCode || t(`fieldProblems.byField.${item.field}`, { ns: 'common', defaultValue: item.message });
  }
  return out;
}
