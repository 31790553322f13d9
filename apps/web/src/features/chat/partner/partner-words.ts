import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';

type PartnerThread = NonNullable<ConversationSummary['partnerThread']>;

/** "About a task", "About a reward", "General question" (the lists do not carry the task's title). */
export function subjectWords(thread: Pick<PartnerThread, 'subjectType'>, t: TFunction): string {
  return t(`subject.${thread.subjectType}`, { ns: 'chat-partner' });
}

/**
 * Who the thread is with, from where the reader stands: the partner for the member who asked
 * (their role in it is `member`), the member for the partner and its staff.
 */
export function otherSide(conversation: Pick<ConversationSummary, 'myRole' | 'partnerThread'>) {
  const thread = conversation.partnerThread;
  if (!thread) return null;
  return conversation.myRole === 'member' ? thread.partner : thread.member;
}

/** A failed call in the member's words: this screen's texts first, then the chat's. */
export function partnerProblem(error: unknown, t: TFunction): string {
  const own =
    error instanceof ApiError && t(`problems.${error.code}`, { ns: 'chat-partner', defaultValue: '' }) !== '';
  return problemMessage(error, t, { ns: own ? 'chat-partner' : 'chat' });
}
