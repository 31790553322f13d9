import { useSyncExternalStore } from 'react';

/** What the three registration steps have collected so far (in memory only: never the password on disk). */
export type RegisterDraft = {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  country: string;
  /** The cropped photo and its preview; uploaded once the account is confirmed. */
  avatar: { blob: Blob; previewUrl: string } | null;
  referrer: string | null;
  accountDone: boolean;
  profileDone: boolean;
};

const empty: RegisterDraft = {
  email: '',
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  country: '',
  avatar: null,
  referrer: null,
  accountDone: false,
  profileDone: false,
};

let draft = empty;
const listeners = new Set<() => void>();

export function updateDraft(patch: Partial<RegisterDraft>): void {
  draft = { ...draft, ...patch };
  for (const listener of listeners) listener();
}

export function resetDraft(): void {
  draft = { ...empty, referrer: draft.referrer };
  for (const listener of listeners) listener();
}

export function useRegisterDraft(): RegisterDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => draft,
  );
}
