import type { Call, Conversation, Message } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { member, person, personOf, uuid } from '@/testing/builders';
import { directConversation } from '@/testing/chat-builders';

/** The signed-in member of the screens (renderScreen's default), as the others see them. */
export const me: PersonSummary = personOf(member());
/** Ana, the other member of the direct conversation: her id sorts before the member's (she offers). */
export const ana = person(2, { displayName: 'Ana Silva', username: 'ana_s' });

export const CONVERSATION_ID = uuid(801);

/** The direct conversation of the member with Ana. */
export function directWithAna(): Conversation {
  return directConversation(CONVERSATION_ID, me, ana);
}

/** Ana's video call to the member, ringing. */
export function ringingCall(patch: Partial<Call> = {}): Call {
  return {
    id: uuid(901),
    conversationId: CONVERSATION_ID,
    kind: 'video',
    status: 'ringing',
    startedBy: ana,
    participants: [ana],
    startedAt: '2026-03-01T10:00:00.000Z',
    answeredAt: null,
    endedAt: null,
    ...patch,
  };
}

/** The `call` message a call leaves in the conversation when it ends (started by Ana unless told). */
export function callMessage(meta: Record<string, unknown>, patch: Partial<Message> = {}): Message {
  return {
    id: uuid(10_001),
    conversationId: CONVERSATION_ID,
    seq: 1,
    clientId: null,
    sender: ana,
    kind: 'call',
    text: null,
    replyTo: null,
    reactions: [],
    attachments: [],
    myReaction: null,
    preview: null,
    meta: { callId: uuid(901), participantIds: [ana.id, me.id], ...meta },
    createdAt: '2026-03-01T14:05:00.000Z',
    editedAt: null,
    deletedAt: null,
    ...patch,
  };
}
