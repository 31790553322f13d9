/**
 * The `Idempotency-Key` of "Buy": one per attempt to buy a pack, kept when the attempt's answer
 * never came or was a server failure (network, 5xx), so that "Try again" repeats the same request
 * and the server answers the purchase it may already have opened, never a second one. A definite
 * answer (2xx, 4xx) ends the attempt: the next click is a new one with a new key.
 */
export function createCheckoutAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let current: { packId: string; key: string } | null = null;
  return {
    /** The key for buying this pack: the pending attempt's, or a new one. */
    keyFor(packId: string): string {
      if (!current || current.packId !== packId) current = { packId, key: newKey() };
      return current.key;
    },
    /** The attempt got a definite answer. */
    settle(): void {
      current = null;
    },
    /** The key a retry would send, if an attempt is pending. */
    pendingKey(packId: string): string | null {
      return current?.packId === packId ? current.key : null;
    },
  };
}

/** Whether a failed checkout call should be repeated with the same key (no definite answer). */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
