import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import type { TFunction } from '@/lib/translator';

/**
 * A group's name, or the other member's name in a direct conversation (or who they were); in a
 * partner thread, the partner for the member who asked, the member for the partner's team.
 */
type Named = Pick<ConversationSummary, 'kind' | 'title' | 'peer'> &
  Partial<Pick<ConversationSummary, 'myRole' | 'partnerThread'>>;

/**
 * The other side of a partner thread: the partner for the member who asked (a member there), the
 * member for the partner and its team (owner and moderators); null for the other kinds.
 */
export function partnerThreadOther(conversation: Named) {
  const thread = conversation.partnerThread;
  if (conversation.kind !== 'partner' || !thread) return null;
  return conversation.myRole === 'member' ? thread.partner : thread.member;
}

export function conversationName(conversation: Named, t: TFunction) {
  if (conversation.kind === 'direct') return conversation.peer?.displayName ?? t('list.accountGone');
  if (conversation.kind === 'partner' && conversation.partnerThread)
    return partnerThreadOther(conversation)?.displayName ?? t('list.accountGone');
  return conversation.title ?? t('list.untitled');
}
