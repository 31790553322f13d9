import { notificationsEndpoints } from '@betogether/contracts/notifications/notifications.endpoints';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { NotificationBell } from './notification-bell';
import { notificationsStore } from './notifications-state';

function unread(count: number) {
  fakeApi().on(notificationsEndpoints.list, () => ({
    success: true as const,
    user: [],
    unreadCount: count,
    nextCursor: null,
  }));
}

beforeEach(() => notificationsStore.reset());

describe('NotificationBell: its name says what its badge shows', () => {
  it('names the count it shows', async () => {
    unread(3);
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toContain('3');
  });

  it('says "99+" like the badge past 99 (axe label-content-name-mismatch)', async () => {
    unread(150);
    renderScreen(<NotificationBell />, { language: 'fr' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ non lues' });
    expect(bell.textContent).toContain('99+');
  });
});
