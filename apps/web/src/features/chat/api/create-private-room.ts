import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/** `POST /api/conversations/private-rooms`: an invite-only discussion the member owns, with these people. */
export function useCreatePrivateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; memberIds: string[] }) =>
      call(chatEndpoints.createPrivateRoom, { body }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
