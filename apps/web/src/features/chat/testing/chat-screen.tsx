import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Conversation, ConversationSummary, Message } from '@betogether/contracts/chat/chat.schemas';
import type { Language } from '@betogether/contracts/users/users.constants';
import { page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { forgetServerEvents } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';

import { ChatPage } from '../chat-page';
import { conversation, summary } from './chat-builders';

type ChatSetup = {
  list?: ConversationSummary[];
  open?: Conversation;
  history?: Message[];
};

/**
 * The fake API every chat screen starts from: reading answered, everyone online. Forgets the last
 * test's socket.
 */
export function chatScreenApi(): FakeApi {
  forgetServerEvents();
  const api = fakeApi();
  api.on(chatEndpoints.read, () => ({ unread: 0, totalUnread: 0 }));
  api.on(chatEndpoints.presence, ({ query }) => ({
    items: String(query.userIds)
      .split(',')
      .map((userId) => ({ userId, online: true, lastSeenAt: null })),
  }));
  return api;
}

/**
 * A fake API for the chat screen: the list, one conversation with its history (the latest page;
 * `afterSeq` answers what follows), read and presence answered. Forgets the last test's socket.
 */
export function chatApi({
  list = [summary()],
  open = conversation(),
  history = [],
}: ChatSetup = {}): FakeApi {
  const api = chatScreenApi();
  api.on(chatEndpoints.conversations, () => page(list));
  api.on(chatEndpoints.conversation, () => open);
  api.on(chatEndpoints.messages, ({ query }) => {
    const after = query.afterSeq === undefined ? null : Number(query.afterSeq);
    const before = query.beforeSeq === undefined ? null : Number(query.beforeSeq);
    const items = history.filter(
      (message) => (after === null || message.seq > after) && (before === null || message.seq < before),
    );
    return after === null
      ? { items: items.slice(-50), hasMore: items.length > 50 }
      : { items: items.slice(0, 50), hasMore: items.length > 50 };
  });
  return api;
}

/** The chat page at `/betogether/conversation/inbox` (with `?c=<id>` to open one). */
export function openChat(options: { conversationId?: string; language?: Language } = {}) {
  const query = options.conversationId ? `?c=${options.conversationId}` : '';
  return renderScreen(<ChatPage />, {
    route: `/betogether/conversation/inbox${query}`,
    path: '/betogether/conversation/inbox',
    language: options.language,
  });
}
