import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeConnection, startRealtime, useServerEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { chatKeys } from '../api/chat-keys';
import { markDelivered } from '../api/delivery-receipts';
import { useChatUnread } from '../api/get-unread';

/** New messages ask for the count again at most this often (a busy group sends many). */
const REFRESH_MS = 2_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The member's unread messages, live: `chat:unread` says the new total; another's message (which
 * the server does not count for us) asks for it again, at most every 2 s, and tells the server it
 * reached this tab (the sender's "delivered"); a reconnection asks again.
 */
export function useUnreadMessages(): number {
  const queryClient = useQueryClient();
  const me = useSession().userData?.id;
  const unread = useChatUnread();

  const refreshSoon = () => {
    if (refreshTimer !== undefined) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    }, REFRESH_MS);
  };

  useServerEvent('chat:unread', (totals) => queryClient.setQueryData(chatKeys.unread(), totals));
  useServerEvent('chat:message', ({ message }) => {
    if (!message.sender || message.sender.id === me) return;
    markDelivered(message.conversationId, message.seq);
    refreshSoon();
  });

  useEffect(() => {
    startRealtime();
    return onRealtimeConnection((connected) => {
      if (connected) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    });
  }, [queryClient]);

  return unread.data?.total ?? 0;
}
