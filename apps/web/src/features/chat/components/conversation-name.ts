import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import type { TFunction } from '@/lib/translator';

/** A group's name, or the other member's name in a direct conversation (or who they were). */
export function conversationName(
  conversation: Pick<ConversationSummary, 'kind' | 'title' | 'peer'>,
  t: TFunction,
) {
  if (conversation.kind === 'direct') return conversation.peer?.displayName ?? t('list.accountGone');
  return conversation.title ?? t('list.untitled');
}
