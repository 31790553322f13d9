import type { ConversationsPage } from '@betogether/contracts/chat/chat.schemas';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { chatKeys } from '../api/chat-keys';
import { markRead } from '../api/mark-read';

function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const follow = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('focus', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('focus', follow);
    };
  }, []);
  return visible;
}

/**
 * Reads the conversation up to its last message while the member can see it: the tab visible and
 * the thread scrolled to its end. Once per new last message; the list's count goes at once, the
 * server then sends the new totals (`chat:unread`) and the others their receipt.
 */
export function useMarkRead(conversationId: string, lastSeq: number, readSeq: number | null, atEnd: boolean) {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  const said = useRef(0);

  useEffect(() => {
    if (!visible || !atEnd || lastSeq === 0 || lastSeq <= Math.max(readSeq ?? 0, said.current)) return;
    said.current = lastSeq;
    queryClient.setQueryData<InfiniteData<ConversationsPage>>(chatKeys.conversations(), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)),
            })),
          }
        : data,
    );
    markRead(conversationId, lastSeq).catch(() => {
      // Said again with the next message or the next look.
      said.current = 0;
    });
  }, [queryClient, conversationId, lastSeq, readSeq, visible, atEnd]);
}
