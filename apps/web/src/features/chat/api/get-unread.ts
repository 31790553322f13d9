import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/unread`: unread messages in conversations not muted (the header's badge). */
export function useChatUnread() {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => call(chatEndpoints.unread, { signal }),
    staleTime: 60_000,
  });
}
