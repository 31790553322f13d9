import type { User } from '@betogether/contracts/users/users.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_AGE_MS } from './cache-age';
import { createSessionStore } from './session-store';

function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2b9e-3d4a-4b8e-9f10-2a3b4c5d6e7f',
    email: 'ada@example.com',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    birthDate: '1990-12-10',
    country: 'FR',
    bio: '',
    avatarUrl: null,
    coverUrl: null,
    role: 'member',
    language: 'en',
    theme: 'light',
    twoFactorEnabled: false,
    referralCode: 'ADA123',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

class Unauthenticated extends Error {}

function setup(options: { token?: string | null; fetchUser?: () => Promise<User>; now?: () => number } = {}) {
  const storage = memoryStorage(options.token ? { token: options.token } : {});
  let time = 1_000_000;
  const user = makeUser();
  const fetchUser = vi.fn(options.fetchUser ?? (async () => user));
  const logError = vi.fn<(message: string, error: unknown) => void>();
  const store = createSessionStore({
    storage,
    fetchUser,
    now: options.now ?? (() => time),
    logError,
    isUnauthenticated: (error) => error instanceof Unauthenticated,
  });
  return {
    store,
    storage,
    fetchUser,
    logError,
    user,
    advance: (ms: number) => {
      time += ms;
    },
    get time() {
      return time;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createSessionStore: start-up', () => {
  it('reads the token from storage key "token" at creation', () => {
    const { store } = setup({ token: 'abc' });
    expect(store.getState()).toEqual({
      token: 'abc',
      userData: null,
      userDataTimestamp: null,
      isLoading: true,
    });
  });

  it('starts without a token when none is stored, still loading', () => {
    const { store } = setup();
    expect(store.getState().token).toBeNull();
    expect(store.getState().isLoading).toBe(true);
  });

  it('reads the storage only at creation', () => {
    const { store, storage } = setup();
    storage.setItem('token', 'later');
    expect(store.getState().token).toBeNull();
  });
});

describe('signIn and signOut', () => {
  it('signIn stores the token and caches the user with the current time', () => {
    const t = setup();
    const user = makeUser({ username: 'grace' });
    t.store.signIn('tok-1', user);
    expect(t.storage.data.get('token')).toBe('tok-1');
    expect(t.store.getState()).toEqual({
      token: 'tok-1',
      userData: user,
      userDataTimestamp: t.time,
      isLoading: false,
    });
  });

  it('signIn without a user leaves no timestamp, so the next load fetches', async () => {
    const t = setup();
    t.store.signIn('tok-1', null);
    expect(t.store.getState().userDataTimestamp).toBeNull();
    await expect(t.store.loadUser()).resolves.toEqual(t.user);
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
  });

  it('signIn then loadUser reuses the user from the login answer', async () => {
    const t = setup();
    const user = makeUser({ username: 'grace' });
    t.store.signIn('tok-1', user);
    await expect(t.store.loadUser()).resolves.toBe(user);
    expect(t.fetchUser).not.toHaveBeenCalled();
  });

  it('signOut clears the stored token and the user', () => {
    const t = setup({ token: 'abc' });
    t.store.signIn('abc', makeUser());
    t.store.signOut();
    expect(t.storage.data.has('token')).toBe(false);
    expect(t.store.getState()).toEqual({
      token: null,
      userData: null,
      userDataTimestamp: null,
      isLoading: false,
    });
  });
});

describe('loadUser caching (2 hours)', () => {
  it('fetches the first time and caches with the time', async () => {
    const t = setup({ token: 'abc' });
    await expect(t.store.loadUser()).resolves.toEqual(t.user);
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
    expect(t.store.getState()).toEqual({
      token: 'abc',
      userData: t.user,
      userDataTimestamp: t.time,
      isLoading: false,
    });
  });

  it('reuses the cached user while younger than 7,200,000 ms, and fetches at exactly that age', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(1);

    t.advance(CACHE_MAX_AGE_MS - 1);
    await expect(t.store.loadUser()).resolves.toEqual(t.user);
    expect(t.fetchUser).toHaveBeenCalledTimes(1);

    t.advance(1); // exactly 7,200,000 ms
    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(2);
    expect(t.store.getState().userDataTimestamp).toBe(t.time);
  });

  it('fetches again well after 2 hours', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    t.advance(CACHE_MAX_AGE_MS + 60_000);
    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(2);
  });

  it('fetches a fresh cache again with { force: true }', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    t.advance(1_000);
    const newer = makeUser({ displayName: 'Ada L.' });
    t.fetchUser.mockResolvedValueOnce(newer);
    await expect(t.store.loadUser({ force: true })).resolves.toEqual(newer);
    expect(t.fetchUser).toHaveBeenCalledTimes(2);
    expect(t.store.getState().userData).toEqual(newer);
    expect(t.store.getState().userDataTimestamp).toBe(t.time);
  });

  it('follows the real clock with fake timers', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T08:00:00Z'));
    const t = setup({ token: 'abc', now: () => Date.now() });

    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
    expect(t.store.getState().userDataTimestamp).toBe(Date.parse('2025-06-01T08:00:00Z'));

    vi.setSystemTime(new Date('2025-06-01T09:59:59.999Z'));
    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    await t.store.loadUser();
    expect(t.fetchUser).toHaveBeenCalledTimes(2);
    expect(t.store.getState().userDataTimestamp).toBe(Date.parse('2025-06-01T10:00:00Z'));
  });

  it('makes one fetch for concurrent calls', async () => {
    let resolve: (user: User) => void = () => {};
    const t = setup({
      token: 'abc',
      fetchUser: () =>
        new Promise<User>((r) => {
          resolve = r;
        }),
    });
    const first = t.store.loadUser();
    const second = t.store.loadUser();
    const third = t.store.loadUser({ force: true });
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
    const user = makeUser();
    resolve(user);
    await expect(Promise.all([first, second, third])).resolves.toEqual([user, user, user]);
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
  });

  it('fetches again after an earlier fetch has finished', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser({ force: true });
    await t.store.loadUser({ force: true });
    expect(t.fetchUser).toHaveBeenCalledTimes(2);
  });
});

describe('loadUser failures', () => {
  it('logs a network error, resolves null, and keeps the token', async () => {
    const error = new TypeError('Failed to fetch');
    const t = setup({
      token: 'abc',
      fetchUser: async () => {
        throw error;
      },
    });
    await expect(t.store.loadUser()).resolves.toBeNull();
    expect(t.logError).toHaveBeenCalledTimes(1);
    expect(t.logError).toHaveBeenCalledWith(expect.any(String), error);
    expect(t.storage.data.get('token')).toBe('abc');
    expect(t.store.getState()).toMatchObject({ token: 'abc', userData: null, isLoading: false });
  });

  it('keeps the cached user when a forced refetch fails on the network', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    t.fetchUser.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.store.loadUser({ force: true })).resolves.toBeNull();
    expect(t.store.getState()).toMatchObject({ token: 'abc', userData: t.user, isLoading: false });
  });

  it('drops the token from storage and state when the server refuses it', async () => {
    const error = new Unauthenticated('401');
    const t = setup({
      token: 'abc',
      fetchUser: async () => {
        throw error;
      },
    });
    await expect(t.store.loadUser()).resolves.toBeNull();
    expect(t.logError).toHaveBeenCalledWith(expect.any(String), error);
    expect(t.storage.data.has('token')).toBe(false);
    expect(t.store.getState()).toEqual({
      token: null,
      userData: null,
      userDataTimestamp: null,
      isLoading: false,
    });
  });

  it('after a refused token, the next load answers null without fetching', async () => {
    const t = setup({ token: 'abc' });
    t.fetchUser.mockRejectedValueOnce(new Unauthenticated('401'));
    await t.store.loadUser();
    await expect(t.store.loadUser()).resolves.toBeNull();
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
  });

  it('does not cache a user fetched for a token that was signed out meanwhile', async () => {
    let resolve: (user: User) => void = () => {};
    const t = setup({
      token: 'abc',
      fetchUser: () =>
        new Promise<User>((r) => {
          resolve = r;
        }),
    });
    const pending = t.store.loadUser();
    t.store.signOut();
    resolve(makeUser());
    await pending;
    expect(t.store.getState()).toEqual({
      token: null,
      userData: null,
      userDataTimestamp: null,
      isLoading: false,
    });
  });
});

describe('loadUser without a token', () => {
  it('resolves null and stops loading without fetching', async () => {
    const t = setup();
    await expect(t.store.loadUser()).resolves.toBeNull();
    expect(t.fetchUser).not.toHaveBeenCalled();
    expect(t.store.getState().isLoading).toBe(false);
  });
});

describe('setUser', () => {
  it('replaces the cached user and resets the timestamp', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    t.advance(CACHE_MAX_AGE_MS - 10);
    const edited = makeUser({ bio: 'New bio' });
    t.store.setUser(edited);
    expect(t.store.getState().userData).toEqual(edited);
    expect(t.store.getState().userDataTimestamp).toBe(t.time);

    // The reset timestamp keeps the edited user fresh past the original two hours.
    t.advance(1_000);
    await expect(t.store.loadUser()).resolves.toEqual(edited);
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('subscribe', () => {
  it('notifies subscribers of each change until they unsubscribe', async () => {
    const t = setup({ token: 'abc' });
    const listener = vi.fn(() => t.store.getState().token);
    const unsubscribe = t.store.subscribe(listener);

    t.store.signIn('tok-2', makeUser());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveLastReturnedWith('tok-2');

    t.store.setUser(makeUser({ bio: 'x' }));
    expect(listener).toHaveBeenCalledTimes(2);

    t.store.signOut();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveLastReturnedWith(null);

    unsubscribe();
    t.store.signIn('tok-3', null);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('notifies when a load finishes', async () => {
    const t = setup({ token: 'abc' });
    const listener = vi.fn();
    t.store.subscribe(listener);
    await t.store.loadUser();
    expect(listener).toHaveBeenCalled();
    expect(t.store.getState().isLoading).toBe(false);
  });
});

describe('a session that ended elsewhere', () => {
  it('tokenRefused signs out the refused token: storage and state', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    t.store.tokenRefused('abc');
    expect(t.storage.data.has('token')).toBe(false);
    expect(t.store.getState()).toEqual({
      token: null,
      userData: null,
      userDataTimestamp: null,
      isLoading: false,
    });
  });

  it('tokenRefused ignores a token that is no longer the session (a late answer to an old call)', async () => {
    const t = setup({ token: 'old' });
    t.store.signIn('new', t.user);
    t.store.tokenRefused('old');
    expect(t.store.getState()).toMatchObject({ token: 'new', userData: t.user });
    expect(t.storage.data.get('token')).toBe('new');
  });

  it('tokenRefused leaves in storage a newer sign-in made by another tab', async () => {
    const t = setup({ token: 'abc' });
    t.storage.data.set('token', 'other-tab');
    t.store.tokenRefused('abc');
    expect(t.store.getState().token).toBeNull();
    expect(t.storage.data.get('token')).toBe('other-tab');
  });

  it('followStorage signs out at once when another tab logged out', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    const listener = vi.fn();
    t.store.subscribe(listener);
    t.storage.data.delete('token');
    t.store.followStorage();
    expect(t.store.getState()).toEqual({
      token: null,
      userData: null,
      userDataTimestamp: null,
      isLoading: false,
    });
    expect(listener).toHaveBeenCalled();
  });

  it("followStorage takes a sign-in from another tab with that member's own data", async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    const other = makeUser({ username: 'grace' });
    t.fetchUser.mockResolvedValueOnce(other);
    t.storage.data.set('token', 'grace-token');
    t.store.followStorage();
    expect(t.store.getState()).toMatchObject({ token: 'grace-token', userData: null, isLoading: true });
    await vi.waitFor(() => expect(t.store.getState().userData).toEqual(other));
    expect(t.store.getState().isLoading).toBe(false);
  });

  it('followStorage does nothing when the stored token is the one in use', async () => {
    const t = setup({ token: 'abc' });
    await t.store.loadUser();
    const listener = vi.fn();
    t.store.subscribe(listener);
    t.store.followStorage();
    expect(listener).not.toHaveBeenCalled();
    expect(t.fetchUser).toHaveBeenCalledTimes(1);
  });
});
