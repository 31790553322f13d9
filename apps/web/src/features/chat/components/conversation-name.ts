import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import type { TFunction } from '@/lib/translator';

/**
 * A group's name, or the other member's name in a direct conversation (or who they were); in a
 * partner thread, the partner for the member who asked, the member for the partner's team.
 */
export function conversationName(
  conversation: Pick<ConversationSummary, 'kind' | 'title' | 'peer'> &
    Partial<Pick<ConversationSummary, 'myRole' | 'partnerThread'>>,
  t: TFunction,
) {
  if (conversation.kind === 'direct') return conversation.peer?.displayName ?? t('list.accountGone');
  const thread = conversation.partnerThread;
  if (conversation.kind === 'partner' && thread) {
    const other = conversation.myRole === 'member' ? thread.partner : thread.member;
    return other?.displayName ?? t('list.accountGone');
  }
  return conversation.title ?? t('list.untitled');
}
