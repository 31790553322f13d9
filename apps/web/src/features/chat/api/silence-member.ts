import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/**
 * `PUT …/members/:userId/silence`: a moderator mutes someone in the room until then (30 days at
 * most); null lifts it. They still read.
 */
export function useSilenceMember(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, until }: { userId: string; until: string | null }) =>
      call(chatEndpoints.silence, { params: { conversationId, userId }, body: { until } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
