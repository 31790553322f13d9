import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';

/** A sentence for a failed posts call: the posts' own error codes first, then the common ones. */
export function postProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const text = t(`problems.${error.code}`, { ns: 'posts', defaultValue: '' });
    if (text) return text;
  }
  return problemMessage(error, t);
}
