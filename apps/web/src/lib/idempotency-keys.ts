import { useState } from 'react';
import { ApiError } from './api-client';

/**
 * The `Idempotency-Key` of a money action (ARCHITECTURE.md §4). One key per request: the same key
 * again while the same request is retried, so that the server answers the first result instead of
 * acting twice; a new key as soon as the request differs (the server refuses a known key with other
 * content) or once the request is settled (the next one is a new action).
 *
 * Requests are compared by their JSON text: pass what identifies the action (a body, a pack id).
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    /** The key for this request: the pending one's when it is the same request, a new one otherwise. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    /** The key a retry of this request would send, if it is pending. */
    pendingKey(request: unknown): string | null {
      return current?.fingerprint === JSON.stringify(request) ? current.key : null;
    },
    /** The request is over (it went through, or the caller takes its refusal as final): the next is a new action. */
    settle(): void {
      current = null;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

/** One key holder for as long as the component lives (a dialog, or the page that opens it). */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}

/**
 * Whether a failed call's status leaves its outcome unknown, so that repeating it with the same key is
 * safe and needed: no answer (network, 0), a timeout (408), a rate limit (429) or a server failure
 * (5xx). Any other 4xx is a definite refusal.
 */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Whether a failed call may be repeated with the same key: it got no definite answer. */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && isRetryable(error.status);
}
