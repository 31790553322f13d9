import type { userSchema } from '@betogether/contracts/users/users.schemas';
import { useSyncExternalStore } from 'react';
import { type Answer, ApiError, api } from './api-client';
import { createSessionStore, type SessionState } from './session-store';

/** The app's one session store (spec §3 "User store"). */
export const session = createSessionStore({
  storage: localStorage,
  fetchUser: () => api<Answer<typeof userSchema>>('/api/user-profile/'),
  now: () => Date.now(),
  logError: (message, error) => console.error(message, error),
  isUnauthenticated: (error) => error instanceof ApiError && error.status === 401,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
