import { notificationsEndpoints } from '@betogether/contracts/notifications/notifications.endpoints';
import { fakeApi } from '@/testing/fake-api';
import { notificationsStore } from './notifications-state';

/** A fresh notifications state and a fake API whose notification list is empty. */
export function withNoNotifications() {
  notificationsStore.reset();
  const api = fakeApi();
  api.on(notificationsEndpoints.list, () => ({
    success: true as const,
    user: [],
    unreadCount: 0,
    nextCursor: null,
  }));
  return api;
}
