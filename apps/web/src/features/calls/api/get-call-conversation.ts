import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callsKeys } from './calls-keys';

/**
 * `GET /api/conversations/:conversationId`: who the call is with (the other member of a direct
 * conversation, a group's name and members), for the names on the screen before anyone answers.
 */
export function useCallConversation(conversationId: string | null) {
  return useQuery({
    queryKey: callsKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) =>
      call(chatEndpoints.conversation, { params: { conversationId: conversationId ?? '' }, signal }),
    enabled: conversationId !== null,
  });
}
