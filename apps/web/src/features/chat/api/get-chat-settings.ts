import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/settings`: who may message the member, presence and read receipts. */
export function useChatSettings(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.settings(),
    queryFn: ({ signal }) => call(chatEndpoints.settings, { signal }),
    enabled,
    staleTime: 0,
  });
}
