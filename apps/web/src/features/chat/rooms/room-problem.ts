import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/translator';
import { chatProblem } from '../components/chat-problem';

/**
 * A failed call of the rooms' and private discussions' screens in the member's words: their own
 * texts first (`chat-rooms` problems, where the chat's say "group"), the chat's otherwise.
 */
export function roomProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const own = t(`problems.${error.code}`, { ns: 'chat-rooms', defaultValue: '' });
    if (own) return own;
  }
  return chatProblem(error, t);
}
