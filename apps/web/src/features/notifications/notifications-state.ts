import type {
  notificationsResponseSchema,
  unreadCountSchema,
} from '@betogether/contracts/notifications/notifications.schemas';
import { useEffect, useSyncExternalStore } from 'react';
import { type Answer, api } from '@/lib/api-client';
import { createNotificationsStore, type NotificationsState } from '@/lib/notifications-store';
import { onRealtimeConnection, onServerEvent, startRealtime } from '@/lib/realtime';
import { session } from '@/lib/session';

type Page = Answer<typeof notificationsResponseSchema>;

export const notificationsStore = createNotificationsStore({
  fetchPage: (cursor) =>
    api<Page>(`/api/notifications?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
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
  const { unreadCount } = await api<Answer<typeof unreadCountSchema>>(`/api/notifications/${id}/read`, {
    method: 'POST',
  });
  notificationsStore.markedRead(id, unreadCount);
}

export async function markAllRead() {
  const { unreadCount } = await api<Answer<typeof unreadCountSchema>>('/api/notifications/read-all', {
    method: 'POST',
  });
  notificationsStore.unreadChanged(unreadCount);
}
