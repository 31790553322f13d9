import { storageKeys } from './storage-keys';

/** Spec §4/§9: after a stale-chunk error the page reloads, at most once per 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

type Env = { storage: Pick<Storage, 'getItem' | 'setItem'>; now: () => number; reload: () => void };

/** Reloads and answers true, unless a reload already happened in the last 10 s. */
export function reloadForStaleChunk(env: Env): boolean {
  const last = Number(env.storage.getItem(storageKeys.chunkReloadAt) ?? 0);
  const now = env.now();
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.storage.setItem(storageKeys.chunkReloadAt, String(now));
  env.reload();
  return true;
}

export function browserReloadEnv(): Env {
  return { storage: sessionStorage, now: () => Date.now(), reload: () => window.location.reload() };
}
