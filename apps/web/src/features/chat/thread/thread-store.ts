import type { Message } from '@betogether/contracts/chat/chat.schemas';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { fetchMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { contiguousEnd, mergeMessages } from './thread-merge';

/**
 * - `sending`: on its way (socket, or HTTP when the socket is down).
 * - `waiting`: no network; it leaves by itself when the browser is back online.
 * - `failed`: refused (its error says why), or the server failed: the member may try again.
 */
type OutgoingState = 'sending' | 'waiting' | 'failed';

/** A message written here and not stored yet, shown at once under its clientId. */
export type Outgoing = {
  clientId: string;
  conversationId: string;
  /** Empty when the message is its files alone. */
  text: string;
  replyTo: Message['replyTo'];
  /** Uploaded and ready before the message is written: sending carries their ids. */
  attachments: MediaObject[];
  createdAt: string;
  state: OutgoingState;
  error: unknown;
};

export type Thread = {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  /** What the server stored, in order of seq, without holes once caught up. */
  messages: Message[];
  hasOlder: boolean;
  older: 'idle' | 'loading' | 'error';
  /** Written here, not confirmed yet, in the order written (sent in that order). */
  outbox: Outgoing[];
};

const empty: Thread = {
  status: 'loading',
  error: null,
  messages: [],
  hasOlder: false,
  older: 'idle',
  outbox: [],
};

const threads = new Map<string, Thread>();
const listeners = new Map<string, Set<() => void>>();
const messageListeners = new Set<(message: Message) => void>();
const catchingUp = new Map<string, Promise<void>>();
const chains = new Map<string, Promise<void>>();

function get(conversationId: string): Thread {
  return threads.get(conversationId) ?? empty;
}

function update(conversationId: string, change: (thread: Thread) => Partial<Thread>) {
  const thread = get(conversationId);
  threads.set(conversationId, { ...thread, ...change(thread) });
  for (const listener of listeners.get(conversationId) ?? []) listener();
}

/** Stored messages in, and the outbox items they confirm out (the same clientId, never shown twice). */
function absorb(conversationId: string, incoming: Message[], extra: Partial<Thread> = {}) {
  const confirmed = new Set(incoming.map((message) => message.clientId).filter(Boolean));
  update(conversationId, (thread) => ({
    messages: mergeMessages(thread.messages, incoming),
    outbox: thread.outbox.filter((item) => !confirmed.has(item.clientId)),
    ...extra,
  }));
}

function patchOutgoing(conversationId: string, clientId: string, patch: Partial<Outgoing>) {
  update(conversationId, (thread) => ({
    outbox: thread.outbox.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)),
  }));
}

function findOutgoing(conversationId: string, clientId: string) {
  return get(conversationId).outbox.find((item) => item.clientId === clientId);
}

const loading = new Map<string, Promise<void>>();

/** The latest page (one request at a time per conversation); a hole after it is asked for at once. */
function load(conversationId: string): Promise<void> {
  const running = loading.get(conversationId);
  if (running) return running;
  update(conversationId, () => ({ status: 'loading', error: null }));
  const run = fetchMessages(conversationId)
    .then(
      (page) => {
        absorb(conversationId, page.items, { status: 'ready', hasOlder: page.hasMore, older: 'idle' });
        const { messages } = get(conversationId);
        if (contiguousEnd(messages) < (messages.at(-1)?.seq ?? 0)) void catchUp(conversationId);
      },
      (error: unknown) => update(conversationId, () => ({ status: 'error', error })),
    )
    .finally(() => loading.delete(conversationId));
  loading.set(conversationId, run);
  return run;
}

/** What came after the last message known without a hole, page after page (one run at a time). */
function catchUp(conversationId: string): Promise<void> {
  const running = catchingUp.get(conversationId);
  if (running) return running;
  const run = (async () => {
    try {
      for (;;) {
        const afterSeq = contiguousEnd(get(conversationId).messages);
        const page = await fetchMessages(conversationId, { afterSeq });
        absorb(conversationId, page.items);
        for (const message of page.items) for (const listener of messageListeners) listener(message);
        if (!page.hasMore || page.items.length === 0) return;
      }
    } catch {
      // Asked again on the next message past a hole, the next connection or the next opening.
    } finally {
      catchingUp.delete(conversationId);
    }
  })();
  catchingUp.set(conversationId, run);
  return run;
}

async function deliver(conversationId: string, clientId: string) {
  const item = findOutgoing(conversationId, clientId);
  if (!item || item.state === 'failed') return;
  if (!navigator.onLine) {
    patchOutgoing(conversationId, clientId, { state: 'waiting' });
    return;
  }
  patchOutgoing(conversationId, clientId, { state: 'sending', error: null });
  try {
    const message = await sendMessage(conversationId, {
      clientId,
      ...(item.text ? { text: item.text } : {}),
      ...(item.replyTo ? { replyToId: item.replyTo.id } : {}),
      ...(item.attachments.length > 0 ? { mediaIds: item.attachments.map((file) => file.id) } : {}),
    });
    threadStore.received(message);
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    patchOutgoing(conversationId, clientId, offline ? { state: 'waiting' } : { state: 'failed', error });
  }
}

/** Sends in the order written, one after the other, per conversation. */
function enqueue(conversationId: string, clientId: string) {
  const next = (chains.get(conversationId) ?? Promise.resolve()).then(() =>
    deliver(conversationId, clientId),
  );
  chains.set(conversationId, next);
  return next;
}

/**
 * The messages of each conversation opened in this tab, and what the member wrote that is not
 * stored yet. Kept for the tab's life (opening a conversation again shows it at once, then asks
 * what came since), emptied when the session changes.
 */
export const threadStore = {
  get,

  subscribe(conversationId: string, listener: () => void) {
    let set = listeners.get(conversationId);
    if (!set) {
      set = new Set();
      listeners.set(conversationId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },

  /** Hears every stored message that reaches this tab (live, sent, caught up). */
  onMessage(listener: (message: Message) => void) {
    messageListeners.add(listener);
    return () => {
      messageListeners.delete(listener);
    };
  },

  /** First opening: the latest page. Later: what came since. After an error: again. */
  open(conversationId: string): Promise<void> {
    if (threads.get(conversationId)?.status === 'ready') return catchUp(conversationId);
    return load(conversationId);
  },

  reload: load,
  catchUp,

  /** Every opened conversation asks what it missed (after a reconnection). */
  catchUpAll() {
    for (const [conversationId, thread] of threads)
      if (thread.status === 'ready') void catchUp(conversationId);
  },

  async loadOlder(conversationId: string) {
    const thread = get(conversationId);
    const first = thread.messages[0];
    if (!first || !thread.hasOlder || thread.older === 'loading') return;
    update(conversationId, () => ({ older: 'loading' }));
    try {
      const page = await fetchMessages(conversationId, { beforeSeq: first.seq });
      absorb(conversationId, page.items, { hasOlder: page.hasMore, older: 'idle' });
    } catch {
      update(conversationId, () => ({ older: 'error' }));
    }
  },

  /**
   * A stored message reached this tab: in its place when the conversation is open here, and a
   * hole before it (a message missed) asked for at once.
   */
  received(message: Message) {
    for (const listener of messageListeners) listener(message);
    const thread = threads.get(message.conversationId);
    if (!thread) return;
    const end = contiguousEnd(thread.messages);
    absorb(message.conversationId, [message]);
    if (thread.status === 'ready' && thread.messages.length > 0 && message.seq > end + 1)
      void catchUp(message.conversationId);
  },

  /** A message's new state (a call's answer, a live change). */
  replace(message: Message) {
    const thread = threads.get(message.conversationId);
    if (!thread?.messages.some((known) => known.id === message.id)) return;
    update(message.conversationId, (current) => ({
      messages: current.messages.map((known) => (known.id === message.id ? message : known)),
    }));
  },

  find(conversationId: string, messageId: string) {
    return get(conversationId).messages.find((message) => message.id === messageId);
  },

  /** Shows the message at once and sends it (or keeps it until the network is back). */
  send(
    conversationId: string,
    text: string,
    replyTo: Message['replyTo'] = null,
    attachments: MediaObject[] = [],
  ) {
    const item: Outgoing = {
      clientId: crypto.randomUUID(),
      conversationId,
      text,
      replyTo,
      attachments,
      createdAt: new Date().toISOString(),
      state: navigator.onLine ? 'sending' : 'waiting',
      error: null,
    };
    update(conversationId, (thread) => ({ outbox: [...thread.outbox, item] }));
    return enqueue(conversationId, item.clientId);
  },

  /** A failed message tried again, with its clientId (stored once whatever happened before). */
  retry(conversationId: string, clientId: string) {
    patchOutgoing(conversationId, clientId, { state: 'sending', error: null });
    return enqueue(conversationId, clientId);
  },

  discard(conversationId: string, clientId: string) {
    update(conversationId, (thread) => ({
      outbox: thread.outbox.filter((item) => item.clientId !== clientId),
    }));
  },

  /** Everything waiting for the network, sent now (the browser is back online, the socket is back). */
  flushAll() {
    for (const [conversationId, thread] of threads)
      for (const item of thread.outbox)
        if (item.state === 'waiting') void enqueue(conversationId, item.clientId);
  },

  reset() {
    threads.clear();
    loading.clear();
    catchingUp.clear();
    chains.clear();
    for (const set of listeners.values()) for (const listener of set) listener();
  },
};

// Back online: what waited leaves by itself, wherever the member is in the app.
window.addEventListener('online', () => threadStore.flushAll());
// Another member signing in on this tab never sees the last one's messages.
let sessionToken = session.getState().token;
session.subscribe(() => {
  const { token } = session.getState();
  if (token !== sessionToken) threadStore.reset();
  sessionToken = token;
});
