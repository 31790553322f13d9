import { notificationsEndpoints as e } from '@betogether/contracts/notifications/notifications.endpoints';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from '@/lib/api-client';
import { createNotificationsStore, type NotificationsState } from '@/lib/notifications-store';
import { onRealtimeConnection, onServerEvent, startRealtime } from '@/lib/realtime';
import { session } from '@/lib/session';

export const notificationsStore = createNotificationsStore({
  fetchPage: (cursor) => call(e.list, { query: { limit: 20, cursor: cursor ?? undefined } }),
  now: () => Date.now(),
  logError: (message, error) => console.error(message, error),
});

let wired = false;

/** Live events keep the list current; a new session starts from nothing. */
function wire() {
  if (wired) return;
  wired = true;
  startRealtime();
  onServerEvent('notification:new', ({ notification, unreadCount }) =>
    notificationsStore.received(notification, unreadCount),
  );
  onServerEvent('notification:read', ({ unreadCount }) => notificationsStore.unreadChanged(unreadCount));
  // Events sent while the socket was down are not replayed: refetch on the next look.
  let connectedOnce = false;
  onRealtimeConnection((connected) => {
    if (!connected) return;
    if (connectedOnce) notificationsStore.expire();
    connectedOnce = true;
  });
  let token = session.getState().token;
  session.subscribe(() => {
    const next = session.getState().token;
    if (next !== token) notificationsStore.reset();
    token = next;
  });
}

/** The notifications state, loaded (or reused while fresh) when first shown. */
export function useNotifications(): NotificationsState {
  useEffect(() => {
    wire();
    void notificationsStore.load();
  }, []);
  return useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState);
}

export async function markRead(id: string) {
  const { unreadCount } = await call(e.read, { params: { id } });
  notificationsStore.markedRead(id, unreadCount);
}

export async function markAllRead() {
  const { unreadCount } = await call(e.readAll);
  notificationsStore.unreadChanged(unreadCount);
}
