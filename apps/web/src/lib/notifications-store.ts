import type {
  Notification,
  NotificationsResponse,
} from '@betogether/contracts/notifications/notifications.schemas';
import { isFresh } from './cache-age';

type Page = Pick<NotificationsResponse, 'user' | 'unreadCount' | 'nextCursor'>;

/** Spec §3 user store, notification part: the list, when it was fetched, and the unread count. */
export type NotificationsState = {
  userNotificationsList: Notification[];
  unreadCount: number;
  nextCursor: string | null;
  notificationsTimestamp: number | null;
  isLoading: boolean;
  error: boolean;
};

type Env = {
  fetchPage: (cursor: string | null) => Promise<Page>;
  now: () => number;
  logError: (message: string, error: unknown) => void;
};

const initial: NotificationsState = {
  userNotificationsList: [],
  unreadCount: 0,
  nextCursor: null,
  notificationsTimestamp: null,
  isLoading: false,
  error: false,
};

/**
 * The notifications list, reused while younger than 2 hours (spec §4) unless forced; live events
 * keep it current in between, so it is refetched only when the socket may have missed some.
 */
export function createNotificationsStore(env: Env) {
  let state = initial;
  const listeners = new Set<() => void>();
  let inFlight: Promise<void> | null = null;

  function set(patch: Partial<NotificationsState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    load(options: { force?: boolean } = {}): Promise<void> {
      if (!options.force && isFresh(state.notificationsTimestamp, env.now())) return Promise.resolve();
      if (inFlight) return inFlight;
      set({ isLoading: true, error: false });
      inFlight = env
        .fetchPage(null)
        .then(
          (page) =>
            set({
              userNotificationsList: page.user,
              unreadCount: page.unreadCount,
              nextCursor: page.nextCursor,
              notificationsTimestamp: env.now(),
              isLoading: false,
            }),
          (error: unknown) => {
            env.logError('Could not load the notifications', error);
            set({ isLoading: false, error: true });
          },
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },

    async loadMore(): Promise<void> {
      if (!state.nextCursor) return;
      const page = await env.fetchPage(state.nextCursor);
      const known = new Set(state.userNotificationsList.map((n) => n.id));
      set({
        userNotificationsList: [...state.userNotificationsList, ...page.user.filter((n) => !known.has(n.id))],
        nextCursor: page.nextCursor,
        unreadCount: page.unreadCount,
      });
    },

    /** A live notification: new, or a group that gained an actor (it moves to the top). */
    received(notification: Notification, unreadCount: number) {
      set({
        userNotificationsList: [
          notification,
          ...state.userNotificationsList.filter((n) => n.id !== notification.id),
        ],
        unreadCount,
      });
    },

    /** The unread count changed elsewhere (another tab read them, an actor withdrew). */
    unreadChanged(unreadCount: number) {
      if (unreadCount === 0)
        set({
          unreadCount,
          userNotificationsList: state.userNotificationsList.map((n) => ({ ...n, read: true })),
        });
      else set({ unreadCount });
    },

    markedRead(id: string, unreadCount: number) {
      set({
        unreadCount,
        userNotificationsList: state.userNotificationsList.map((n) =>
          n.id === id ? { ...n, read: true } : n,
        ),
      });
    },

    /** After the socket reconnects, events may have been missed: the next open refetches. */
    expire() {
      set({ notificationsTimestamp: null });
    },

    reset() {
      set(initial);
    },
  };
}
