import { useRef } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';

/**
 * One create at a time, each carrying its client key (the `clientKey` of posts, comments and
 * shares). A second press while the first is on its way is ignored: React shows the button busy
 * only after a render, and a fast double click lands before it. The key stays the same while the
 * same content is sent again (a retry after an error), so a create the server already made is
 * answered instead of made twice; after a success the next content gets a new key.
 */
export function useSingleSend() {
  const keys = useIdempotencyKeys();
  const sending = useRef(false);
  return {
    /** The client key for this content, or null while a send is under way (ignore the press). */
    begin(content: unknown): string | null {
      if (sending.current) return null;
      sending.current = true;
      return keys.keyFor(content);
    },
    /** The send is over: after a success, the next one is a new create. */
    end(succeeded: boolean): void {
      sending.current = false;
      if (succeeded) keys.settle();
    },
  };
}
