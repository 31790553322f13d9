import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';

/** A sentence for a failed admin economy call: this feature's codes first, then the common ones. */
export function economyProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const text = t(`problems.${error.code}`, { ns: 'admin-economy', defaultValue: '' });
    if (text) return text;
    if (error.status === 403) return t('problems.FORBIDDEN', { ns: 'admin-economy' });
  }
  return problemMessage(error, t);
}
