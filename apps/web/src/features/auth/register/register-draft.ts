import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage-keys';

/**
 * What the three registration steps have collected so far. Kept per tab in session storage so a
 * reload or Back/Forward keeps it, except the password, which lives in memory only.
 */
export type RegisterDraft = {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  country: string;
  /** The cropped photo as a data URL; uploaded once the account is confirmed. */
  avatar: string | null;
  referrer: string | null;
  /** Drawn once per registration: a repeated submit (double click, retry) gets the first answer. */
  clientKey: string;
  accountDone: boolean;
  profileDone: boolean;
};

function emptyDraft(referrer: string | null = null): RegisterDraft {
  return {
    email: '',
    username: '',
    password: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    country: '',
    avatar: null,
    referrer,
    clientKey: crypto.randomUUID(),
    accountDone: false,
    profileDone: false,
  };
}

function loadDraft(): RegisterDraft {
  const empty = emptyDraft();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKeys.registerDraft) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return empty;
    const kept = Object.fromEntries(
      Object.entries(stored).filter(
        ([key, value]) =>
          key in empty && key !== 'password' && typeof value === typeof empty[key as keyof RegisterDraft],
      ),
    );
    const avatar = (stored as { avatar?: unknown }).avatar;
    const referrer = (stored as { referrer?: unknown }).referrer;
    return {
      ...empty,
      ...kept,
      avatar: typeof avatar === 'string' ? avatar : null,
      referrer: typeof referrer === 'string' ? referrer : null,
      // Without the password, step 1 is not done: the member types it again, then goes on.
      accountDone: false,
    };
  } catch {
    return empty;
  }
}

function save(value: RegisterDraft): void {
  const { password: _never, ...rest } = value;
  try {
    sessionStorage.setItem(
      storageKeys.registerDraft,
      JSON.stringify({ ...rest, accountDone: value.accountDone, profileDone: value.profileDone }),
    );
  } catch {
    // A full storage (a large photo) only loses the draft on reload, never the registration.
  }
}

let draft = loadDraft();
const listeners = new Set<() => void>();

export function updateDraft(patch: Partial<RegisterDraft>): void {
  draft = { ...draft, ...patch };
  save(draft);
  for (const listener of listeners) listener();
}

export function resetDraft(): void {
  draft = emptyDraft(draft.referrer);
  sessionStorage.removeItem(storageKeys.registerDraft);
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
