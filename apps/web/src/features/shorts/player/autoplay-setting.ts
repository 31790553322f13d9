import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The member's autoplay choice for shorts, kept in this browser under `shortsAutoplay` ('on' or
 * 'off'; the toggle is in the player's "…" menu). Without a choice, shorts play by themselves,
 * always muted (DESIGN.md: video never autoplays with sound), unless the system asks to reduce
 * motion. When off, each short shows its poster and a play button.
 */
export const AUTOPLAY_STORAGE_KEY = storageKeys.shortsAutoplay;

const listeners = new Set<() => void>();

function read(): boolean {
  const stored = localStorage.getItem(AUTOPLAY_STORAGE_KEY);
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTOPLAY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether shorts play by themselves, and the setter the menu's toggle uses. */
export function useAutoplaySetting(): [boolean, (on: boolean) => void] {
  const autoplay = useSyncExternalStore(subscribe, read);
  const set = useCallback((on: boolean) => {
    localStorage.setItem(AUTOPLAY_STORAGE_KEY, on ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [autoplay, set];
}
