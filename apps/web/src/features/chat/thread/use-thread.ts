import { useEffect, useSyncExternalStore } from 'react';
import { type Thread, threadStore } from './thread-store';

/** A conversation's thread, opened (or caught up) when it is shown. */
export function useThread(conversationId: string): Thread {
  useEffect(() => {
    void threadStore.open(conversationId);
  }, [conversationId]);
  return useSyncExternalStore(
    (listener) => threadStore.subscribe(conversationId, listener),
    () => threadStore.get(conversationId),
  );
}
