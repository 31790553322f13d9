import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForStaleChunk } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: https://app.example/assets/feed-abc123.js'],
    ['Firefox', 'error loading dynamically imported module: https://app.example/assets/feed-abc123.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/feed-abc123.css'],
  ])('recognises the %s message', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a message given as a plain string', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js')).toBe(true);
  });

  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    "Cannot read properties of undefined (reading 'map')",
  ])('does not take "%s" for a stale chunk', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(false);
  });

  it('does not take non-errors for a stale chunk', () => {
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadForStaleChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('guards for 10 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads the first time and records the time under chunkReloadAt', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForStaleChunk({ storage, now: () => 1_700_000_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get('chunkReloadAt')).toBe('1700000000000');
  });

  it('refuses a second reload within 10 s and allows one again at 10 s (injected now)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let time = 1_700_000_000_000;
    const env = { storage, now: () => time, reload };

    expect(reloadForStaleChunk(env)).toBe(true);
    time += 1;
    expect(reloadForStaleChunk(env)).toBe(false);
    time += CHUNK_RELOAD_GUARD_MS - 2; // 9,999 ms after the first reload
    expect(reloadForStaleChunk(env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get('chunkReloadAt')).toBe('1700000000000');

    time += 1; // exactly 10,000 ms
    expect(reloadForStaleChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.data.get('chunkReloadAt')).toBe(String(1_700_000_000_000 + CHUNK_RELOAD_GUARD_MS));
  });

  it('refuses within 10 s and allows after, with fake timers', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const storage = memoryStorage();
    const reload = vi.fn();
    const env = { storage, now: () => Date.now(), reload };

    expect(reloadForStaleChunk(env)).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(reloadForStaleChunk(env)).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(reloadForStaleChunk(env)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadForStaleChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.data.get('chunkReloadAt')).toBe(String(Date.parse('2025-06-01T12:00:10Z')));
  });

  it('reads an earlier reload recorded in the storage by a previous page', () => {
    const storage = memoryStorage();
    storage.setItem('chunkReloadAt', '50000');
    const reload = vi.fn();
    expect(reloadForStaleChunk({ storage, now: () => 55_000, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadForStaleChunk({ storage, now: () => 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
