import type { TFunction } from '@/lib/translator';
import { ApiError } from './api-client';

/** Where a feature keeps the texts of its own error codes, for `problemMessage`. */
export type ProblemTexts = {
  /** The feature's namespace: its `problems.<CODE>` texts win over the common ones. */
  ns: string;
  /**
   * Statuses that read as one of the namespace's texts when it has none for the code, before the
   * common texts: `{ 403: 'FORBIDDEN' }` makes any refusal of an admin page's call say "only admins".
   */
  byStatus?: Readonly<Record<number, string>>;
};

/**
 * A sentence for the person, in their language, from a failed call's stable error code: the
 * feature's own text when it has one (`texts`), the common one otherwise, a network or generic
 * sentence last.
 */
export function problemMessage(error: unknown, t: TFunction, texts?: ProblemTexts): string {
  if (error instanceof ApiError) {
    if (texts) {
      const own = t(`problems.${error.code}`, { ns: texts.ns, defaultValue: '' });
      if (own) return own;
      const byStatus = texts.byStatus?.[error.status];
      if (byStatus) return t(`problems.${byStatus}`, { ns: texts.ns });
    }
    const text = t(`problems.${error.code}`, { ns: 'common', defaultValue: '' });
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
