import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/** `POST /api/conversations/:conversationId/members`: any member of a group adds people (250 at most). */
export function useAddMembers(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      call(chatEndpoints.addMembers, { params: { conversationId }, body: { userIds } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
