import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { useSyncExternalStore } from 'react';
import { ApiError, call, onTokenRefused } from './api-client';
import { createSessionStore, type SessionState } from './session-store';
import { storageKeys } from './storage-keys';

/** The app's one session store (spec §3 "User store"). */
export const session = createSessionStore({
  storage: localStorage,
  // The declaration only: the build drops its schemas, so the first page loads without zod.
  fetchUser: () => call(usersEndpoints.profile),
  now: () => Date.now(),
  logError: (message, error) => console.error(message, error),
  isUnauthenticated: (error) => error instanceof ApiError && error.status === 401,
});

// A session that ended elsewhere ends here too: a refused token on any call, or another tab
// changing the stored token (the storage event fires in every other tab of this origin at once).
onTokenRefused((token) => session.tokenRefused(token));
window.addEventListener('storage', (event) => {
  if (event.key === storageKeys.token || event.key === null) session.followStorage();
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

// From an explicit log-out until a public page shows: the private page being left is not a place
// to come back to after the next sign-in in this tab (which may be someone else's), unlike a
// private link opened without a token.
let loggingOut = false;

export const explicitLogout = {
  start: () => {
    loggingOut = true;
  },
  end: () => {
    loggingOut = false;
  },
  isUnderway: () => loggingOut,
};
