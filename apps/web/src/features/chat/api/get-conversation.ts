import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * `GET /api/conversations/:conversationId`: its members with how far each received and read, and
 * whether the member may write. Kept current by `chat:receipt` and `chat:conversation`.
 */
export function useConversation(conversationId: string | null) {
  return useQuery({
    queryKey: chatKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) =>
      call(chatEndpoints.conversation, { params: { conversationId: conversationId ?? '' }, signal }),
    enabled: conversationId !== null,
  });
}
