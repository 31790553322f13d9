import type { Theme } from '@betogether/contracts/users/users.schemas';
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

/** Light by default (spec §9); the member's choice is kept in the browser and the profile. */
let mode: Theme = localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
const listeners = new Set<() => void>();

export function setThemeMode(next: Theme): void {
  if (next === mode) return;
  mode = next;
  localStorage.setItem(storageKeys.theme, next);
  for (const listener of listeners) listener();
}

export function useThemeMode(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
  );
}
