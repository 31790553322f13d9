import type { ConversationsPage } from '@betogether/contracts/chat/chat.schemas';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { threadStore } from '../thread/thread-store';
import { partnerKeys } from './partner-keys';

/** A burst of messages asks the lists again once. */
const REFRESH_MS = 1_000;

/**
 * The partner lists follow new messages: one newer than what a list shows of its thread, or in a
 * thread no list holds yet (a new question reaching the queue), asks the lists again. History
 * loading into an opened thread does not.
 */
export function useLivePartnerLists() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = threadStore.onMessage((message) => {
      const lists = queryClient.getQueriesData<InfiniteData<ConversationsPage>>({
        queryKey: partnerKeys.lists(),
      });
      const listed = lists
        .flatMap(([, data]) => data?.pages ?? [])
        .flatMap((page) => page.items)
        .find((item) => item.id === message.conversationId);
      if (listed && message.seq <= listed.lastSeq) return;
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
      }, REFRESH_MS);
    });
    return () => {
      stop();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient]);
}
