import type { ConversationKind } from '@betogether/contracts/chat/chat.constants';

/**
 * Every query of the chat under one root. The messages of a thread are not here: they live in
 * thread/thread-store.ts (history in both directions, live inserts, the outbox), not in a query.
 */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
  /** The list of one kind (private rooms): under `conversations()`, so what refreshes the list refreshes it. */
  conversationsOf: (kind: ConversationKind) => [...chatKeys.conversations(), kind] as const,
  /** The community rooms' directory, and its pages for one search (`''`: all). */
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  roomSearch: (q: string) => [...chatKeys.rooms(), q] as const,
  presence: (userId: string) => [...chatKeys.all, 'presence', userId] as const,
  settings: () => [...chatKeys.all, 'settings'] as const,
  friends: (search: string) => [...chatKeys.all, 'friends', search] as const,
  member: (userIdOrUsername: string) => [...chatKeys.all, 'member', userIdOrUsername] as const,
};
