import { notificationsEndpoints } from '@betogether/contracts/notifications/notifications.endpoints';
import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { person, uuid } from '@/testing/builders';
import { renderScreen } from '@/testing/render-screen';
import { NotificationBell } from './notification-bell';
import { notificationsStore } from './notifications-state';
import { withNoNotifications } from './notifications-test-support';

// The panel is a lazy part of the bell (ui/lazy-part.tsx): it must still open, follow the live
// list and give the focus back.

beforeEach(() => {
  withNoNotifications();
});

const reaction: Notification = {
  id: uuid(71),
  type: 'reaction',
  actor: person(1, { displayName: 'Ana Lima' }),
  actorCount: 1,
  postId: uuid(72),
  commentId: null,
  link: `/social/post/${uuid(72)}`,
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('NotificationBell: its panel', () => {
  it('opens on demand, shows what arrives live, and gives the focus back on Escape', async () => {
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('dialog')).toBeNull();

    bell.focus();
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Nothing new yet')).toBeTruthy();

    act(() => notificationsStore.received(reaction, 1));
    expect(within(panel).getByText('Ana Lima reacted to your post')).toBeTruthy();
    // The bell behind the open panel is aria-hidden: its name is read off the element.
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');

    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
  });

  it('shows a reply to a story with its words, and opens the story', async () => {
    const api = withNoNotifications();
    api.on(notificationsEndpoints.read, () => ({ unreadCount: 0 }));
    const view = renderScreen(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Nothing new yet');
    act(() =>
      notificationsStore.received(
        {
          ...reaction,
          id: uuid(73),
          type: 'story_reply',
          postId: null,
          storyId: uuid(74),
          excerpt: 'See you there!',
          link: `/social/story/${uuid(74)}`,
        },
        1,
      ),
    );
    fireEvent.click(within(panel).getByText('Ana Lima replied to your story: “See you there!”'));
    await waitFor(() => expect(view.location().pathname).toBe(`/social/story/${uuid(74)}`));
  });
});
