/** Retry rules for uploads (spec §8): 5xx, 408, 429 and network failures are retried. */

/** Tries per chunk, the first one included. */
export const MAX_TRIES = 8;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 20_000;

/** Whether a failure may go away by itself; every other 4xx is final. */
export function isRetryable(status: number | 'network'): boolean {
  if (status === 'network') return true;
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * Exponential backoff with full jitter: a uniform wait between 0 and min(cap, base · 2^attempt),
 * `attempt` counting retries from 0. The jitter spreads out clients that failed together (a
 * server restart), so they do not all come back in the same instant (AWS Architecture Blog,
 * "Exponential Backoff and Jitter").
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  { baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS }: { baseMs?: number; capMs?: number } = {},
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/**
 * The wait a `Retry-After` header asks for, in ms: delta-seconds ("120") or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unreadable, so the caller falls back to backoff.
 */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; this keeps Date.parse from reading "-3" as a year.
  if (!/[a-z]/i.test(value)) return null;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
