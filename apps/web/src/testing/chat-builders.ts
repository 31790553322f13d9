import type {
  Conversation,
  ConversationMember,
  ConversationSummary,
} from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';

/** A member of a conversation who received and read everything up to `readSeq`. */
export function chatMember(who: PersonSummary, patch: Partial<ConversationMember> = {}): ConversationMember {
  return {
    person: who,
    role: 'member',
    joinedAt: '2026-03-01T09:00:00.000Z',
    silencedUntil: null,
    deliveredSeq: 0,
    readSeq: 0,
    ...patch,
  };
}

/** A direct conversation with `peer` as the list shows it: nothing in it yet. */
export function directSummary(
  id: string,
  peer: PersonSummary,
  patch: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    id,
    kind: 'direct',
    title: null,
    avatarUrl: null,
    description: null,
    peer,
    partnerThread: null,
    memberCount: 2,
    myRole: 'member',
    lastSeq: 0,
    lastMessage: null,
    unread: 0,
    mutedUntil: null,
    lastActivityAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

/** The direct conversation of `me` and `peer`, opened: both members, the member may write. */
export function directConversation(
  id: string,
  me: PersonSummary,
  peer: PersonSummary,
  patch: Partial<Conversation> = {},
): Conversation {
  return {
    ...directSummary(id, peer),
    members: [chatMember(me), chatMember(peer)],
    canWrite: true,
    ...patch,
  };
}
