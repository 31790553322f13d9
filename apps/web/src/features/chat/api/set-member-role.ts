import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/** `PUT …/members/:userId/role`: the owner makes someone a moderator, or a member again. */
export function useSetMemberRole(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'moderator' | 'member' }) =>
      call(chatEndpoints.setRole, { params: { conversationId, userId }, body: { role } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
