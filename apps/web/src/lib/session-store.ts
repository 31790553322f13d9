import type { User } from '@betogether/contracts/users/users.schemas';
import { isFresh } from './cache-age';
import { storageKeys } from './storage-keys';

/** Spec §3 "User store": the token read at start-up, the user data and when it was fetched. */
export type SessionState = {
  token: string | null;
  userData: User | null;
  userDataTimestamp: number | null;
  /** Starts true: the app does not know yet whether the stored token still works. */
  isLoading: boolean;
};

type Env = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetchUser: () => Promise<User>;
  now: () => number;
  logError: (message: string, error: unknown) => void;
  isUnauthenticated: (error: unknown) => boolean;
};

export function createSessionStore(env: Env) {
  let state: SessionState = {
    token: env.storage.getItem(storageKeys.token),
    userData: null,
    userDataTimestamp: null,
    isLoading: true,
  };
  const listeners = new Set<() => void>();
  // One fetch at a time per token: a sign-out and new sign-in during a fetch starts a new one.
  let inFlight: { token: string; promise: Promise<User | null> } | null = null;

  function set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  /** Drops a token the server refused, unless another sign-in replaced it meanwhile. */
  function forget(token: string) {
    if (state.token !== token) return;
    // The storage is shared by the tabs: another tab may already hold a newer sign-in there.
    if (env.storage.getItem(storageKeys.token) === token) env.storage.removeItem(storageKeys.token);
    set({ token: null, userData: null, userDataTimestamp: null, isLoading: false });
  }

  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Login sets the token (spec §4); the user data from the login answer is cached with it. */
    signIn(token: string, user: User | null) {
      env.storage.setItem(storageKeys.token, token);
      set({ token, userData: user, userDataTimestamp: user ? env.now() : null, isLoading: false });
    },

    /** Logout clears the token and everything known about the user. */
    signOut() {
      env.storage.removeItem(storageKeys.token);
      set({ token: null, userData: null, userDataTimestamp: null, isLoading: false });
    },

    /**
     * The server answered UNAUTHENTICATED to a call made with `token` (logged out in another tab,
     * device revoked, session expired): this tab is signed out; the guard then sends a private
     * page to the sign-in with its redirectUrl.
     */
    tokenRefused(token: string) {
      forget(token);
    },

    /**
     * Another tab changed the stored token (the storage event): a logout there signs this tab out
     * at once; a sign-in there (maybe as someone else) is followed, with that member's data.
     */
    followStorage() {
      const stored = env.storage.getItem(storageKeys.token);
      if (stored === state.token) return;
      if (stored === null) {
        set({ token: null, userData: null, userDataTimestamp: null, isLoading: false });
        return;
      }
      set({ token: stored, userData: null, userDataTimestamp: null, isLoading: true });
      void store.loadUser();
    },

    /** A fresh answer from the server (e.g. the profile edit's `data.user`) replaces the cached user. */
    setUser(user: User) {
      set({ userData: user, userDataTimestamp: env.now() });
    },

    /**
     * The user data, reused while younger than 2 hours unless `force`. A failed fetch is logged
     * and answers null, without a message to the user (spec §8); a refused token is dropped.
     */
    async loadUser(options: { force?: boolean } = {}): Promise<User | null> {
      if (!state.token) {
        set({ isLoading: false });
        return null;
      }
      if (!options.force && state.userData && isFresh(state.userDataTimestamp, env.now())) {
        if (state.isLoading) set({ isLoading: false });
        return state.userData;
      }
      const token = state.token;
      if (inFlight?.token === token) return inFlight.promise;
      const promise = (async () => {
        try {
          const user = await env.fetchUser();
          if (state.token === token) set({ userData: user, userDataTimestamp: env.now(), isLoading: false });
          return user;
        } catch (error) {
          env.logError('Could not load the user data', error);
          if (env.isUnauthenticated(error)) forget(token);
          if (state.token === token && state.isLoading) set({ isLoading: false });
          return null;
        } finally {
          if (inFlight?.token === token) inFlight = null;
        }
      })();
      inFlight = { token, promise };
      return promise;
    },
  };
  return store;
}
