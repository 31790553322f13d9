import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';

/** A failed chat call in the member's words: the chat's own texts first (CHAT_BLOCKED, …). */
export function chatProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, t, { ns: 'chat' });
}
