import type {
  Conversation,
  ConversationMember,
  ConversationSummary,
  ConversationsPage,
  Message,
} from '@betogether/contracts/chat/chat.schemas';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRealtimeConnection, useServerEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { attachmentKinds } from '../components/attachment-kinds';
import { applyUpdate } from '../thread/thread-merge';
import { threadStore } from '../thread/thread-store';
import { typingStore } from '../thread/typing-store';
import { chatKeys } from './chat-keys';

type ListData = InfiniteData<ConversationsPage>;

/** The list is asked again at most this often when conversations change (a busy group). */
const LIST_REFRESH_MS = 1_500;

/** A member's receipt positions in the open conversation's cached detail. */
function moveReceipt(
  queryClient: QueryClient,
  conversationId: string,
  userId: string,
  positions: (member: ConversationMember) => Partial<Pick<ConversationMember, 'deliveredSeq' | 'readSeq'>>,
) {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(conversationId), (conversation) =>
    conversation
      ? {
          ...conversation,
          members: conversation.members.map((member) =>
            member.person.id === userId ? { ...member, ...positions(member) } : member,
          ),
        }
      : conversation,
  );
}

let listTimer: ReturnType<typeof setTimeout> | undefined;

/** The list asked again soon, once for a burst of changes. */
function refreshListSoon(queryClient: QueryClient) {
  if (listTimer !== undefined) return;
  listTimer = setTimeout(() => {
    listTimer = undefined;
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  }, LIST_REFRESH_MS);
}

function findInList(data: ListData | undefined, conversationId: string) {
  for (const page of data?.pages ?? [])
    for (const item of page.items) if (item.id === conversationId) return item;
  return undefined;
}

/**
 * A stored message moves its conversation to the top of the list with it as the last message (one
 * more unread when it is someone else's and the member is not reading it). A conversation the list
 * does not hold yet (a new group, a first message) makes it ask again.
 */
function moveToTop(queryClient: QueryClient, message: Message, me: string | undefined, reading: boolean) {
  const data = queryClient.getQueryData<ListData>(chatKeys.conversations());
  if (!data) return;
  const found = findInList(data, message.conversationId);
  if (!found) {
    refreshListSoon(queryClient);
    return;
  }
  if (message.seq <= found.lastSeq && found.lastMessage?.id !== message.id) return;
  const fresh = message.seq > found.lastSeq;
  const mine = message.sender?.id === me;
  const moved: ConversationSummary = {
    ...found,
    lastSeq: Math.max(found.lastSeq, message.seq),
    lastMessage: {
      id: message.id,
      seq: message.seq,
      sender: message.sender,
      kind: message.kind,
      text: message.text,
      meta: message.meta,
      attachments: attachmentKinds(message.attachments),
      createdAt: message.createdAt,
      deleted: message.deletedAt !== null,
    },
    lastActivityAt: fresh ? message.createdAt : found.lastActivityAt,
    unread: mine ? 0 : found.unread + (fresh && !reading ? 1 : 0),
  };
  const pages = fresh
    ? data.pages.map((page, index) => ({
        ...page,
        items: [...(index === 0 ? [moved] : []), ...page.items.filter((item) => item.id !== moved.id)],
      }))
    : data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === moved.id ? moved : item)),
      }));
  queryClient.setQueryData<ListData>(chatKeys.conversations(), { ...data, pages });
}

/**
 * Keeps the open chat current: messages into their threads (a hole asked for) and the list,
 * changes of messages, who is typing, receipts into the conversation's members, a changed
 * conversation asked again. A (re)connection asks every open thread what it missed and sends what
 * waited for the network (events are not replayed).
 */
export function useLiveChat(openId: string | null) {
  const queryClient = useQueryClient();
  const me = useSession().userData?.id;
  const open = useRef(openId);
  open.current = openId;

  useEffect(
    () =>
      threadStore.onMessage((message) => {
        const reading = open.current === message.conversationId && document.visibilityState === 'visible';
        moveToTop(queryClient, message, me, reading);
      }),
    [queryClient, me],
  );

  useServerEvent('chat:message', ({ message }) => {
    const { sender, conversationId, seq } = message;
    if (sender) {
      typingStore.stopped(conversationId, sender.id);
      // The server counts a sender as having read up to their message, without a receipt event.
      moveReceipt(queryClient, conversationId, sender.id, (member) =>
        member.readSeq === null
          ? {}
          : {
              readSeq: Math.max(member.readSeq, seq),
              deliveredSeq: Math.max(member.deliveredSeq ?? 0, seq),
            },
      );
    }
    threadStore.received(message);
  });

  useServerEvent('chat:message-updated', ({ message, reaction }) => {
    const known = threadStore.find(message.conversationId, message.id);
    if (known) threadStore.replace(applyUpdate(known, message, reaction, me));
    const listed = findInList(queryClient.getQueryData(chatKeys.conversations()), message.conversationId);
    if (listed?.lastMessage?.id === message.id) refreshListSoon(queryClient);
  });

  useServerEvent('chat:typing', ({ conversationId, user }) => {
    if (user.id !== me) typingStore.heard(conversationId, user);
  });

  useServerEvent('chat:receipt', ({ conversationId, userId, deliveredSeq, readSeq }) =>
    moveReceipt(queryClient, conversationId, userId, () => ({ deliveredSeq, readSeq })),
  );

  useServerEvent('chat:conversation', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
    refreshListSoon(queryClient);
  });

  useEffect(
    () =>
      onRealtimeConnection((connected) => {
        if (!connected) return;
        threadStore.catchUpAll();
        threadStore.flushAll();
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        if (open.current)
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(open.current) });
      }),
    [queryClient],
  );
}
