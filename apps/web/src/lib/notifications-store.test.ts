import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_AGE_MS } from './cache-age';
import { createNotificationsStore } from './notifications-store';

function notification(id: string, read = false): Notification {
  return {
    id,
    type: 'reaction',
    actor: { id: `actor-${id}`, username: 'ana', displayName: 'Ana Lima', avatarUrl: null },
    actorCount: 1,
    postId: 'post',
    commentId: null,
    link: '/social/post/post',
    read,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
  };
}

function setup(pages: Array<{ user: Notification[]; unreadCount: number; nextCursor: string | null }>) {
  let now = 1_000;
  const fetchPage = vi.fn(async (_cursor: string | null) => {
    const page = pages.shift();
    if (!page) throw new Error('offline');
    return page;
  });
  const logError = vi.fn();
  const store = createNotificationsStore({ fetchPage, now: () => now, logError });
  return { store, fetchPage, logError, advance: (ms: number) => (now += ms) };
}

describe('notifications store', () => {
  it('reuses the list for 2 hours, then fetches it again', async () => {
    const { store, fetchPage, advance } = setup([
      { user: [notification('a')], unreadCount: 1, nextCursor: null },
      { user: [notification('b')], unreadCount: 1, nextCursor: null },
    ]);
    await store.load();
    advance(CACHE_MAX_AGE_MS - 1);
    await store.load();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    advance(1);
    await store.load();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(store.getState().userNotificationsList.map((n) => n.id)).toEqual(['b']);
  });

  it('shares one fetch between callers and refetches when forced', async () => {
    const { store, fetchPage } = setup([
      { user: [], unreadCount: 0, nextCursor: null },
      { user: [notification('a')], unreadCount: 1, nextCursor: null },
    ]);
    await Promise.all([store.load(), store.load()]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await store.load({ force: true });
    expect(store.getState().unreadCount).toBe(1);
  });

  it('puts a live notification on top, replacing its older version, without a fetch', async () => {
    const { store, fetchPage } = setup([
      { user: [notification('a'), notification('b')], unreadCount: 2, nextCursor: null },
    ]);
    await store.load();
    store.received({ ...notification('b'), actorCount: 3 }, 2);
    store.received(notification('c'), 3);
    const state = store.getState();
    expect(state.userNotificationsList.map((n) => [n.id, n.actorCount])).toEqual([
      ['c', 1],
      ['b', 3],
      ['a', 1],
    ]);
    expect(state.unreadCount).toBe(3);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('marks everything read when another tab reads all, and one when opened', async () => {
    const { store } = setup([
      { user: [notification('a'), notification('b')], unreadCount: 2, nextCursor: null },
    ]);
    await store.load();
    store.markedRead('a', 1);
    expect(store.getState().userNotificationsList.map((n) => n.read)).toEqual([true, false]);
    store.unreadChanged(0);
    expect(store.getState().userNotificationsList.every((n) => n.read)).toBe(true);
    expect(store.getState().unreadCount).toBe(0);
  });

  it('appends older pages without repeating a notification', async () => {
    const { store, fetchPage } = setup([
      { user: [notification('a'), notification('b')], unreadCount: 0, nextCursor: 'next' },
      { user: [notification('b'), notification('c')], unreadCount: 0, nextCursor: null },
    ]);
    await store.load();
    await store.loadMore();
    expect(fetchPage).toHaveBeenLastCalledWith('next');
    expect(store.getState().userNotificationsList.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    await store.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('logs a failure and keeps what it had; an expired list is fetched on the next look', async () => {
    const { store, logError, fetchPage } = setup([
      { user: [notification('a')], unreadCount: 1, nextCursor: null },
    ]);
    await store.load();
    store.expire();
    await store.load();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({ error: true, isLoading: false, unreadCount: 1 });
  });
});
