import { useRef } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';

/**
 * One request at a time. A second press while the first is on its way is ignored: React shows
 * the button busy (`mutation.isPending`) only after a render, and a fast double click lands
 * before it, so the guard is a ref, set at once.
 */
export function useSingleFlight() {
  const flying = useRef(false);
  return {
    /** True when this press may send; false while a send is under way (ignore the press). */
    begin(): boolean {
      if (flying.current) return false;
      flying.current = true;
      return true;
    },
    /** The send is over (success or failure): the next press may send. */
    end(): void {
      flying.current = false;
    },
  };
}

/**
 * One create at a time, each carrying its client key (the `clientKey` of posts, comments and
 * shares). The key stays the same while the same content is sent again (a retry after an error),
 * so a create the server already made is answered instead of made twice; after a success the
 * next content gets a new key.
 */
export function useSingleSend() {
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  return {
    /** The client key for this content, or null while a send is under way (ignore the press). */
    begin(content: unknown): string | null {
      return flight.begin() ? keys.keyFor(content) : null;
    },
    /** The send is over: after a success, the next one is a new create. */
    end(succeeded: boolean): void {
      flight.end();
      if (succeeded) keys.settle();
    },
  };
}
