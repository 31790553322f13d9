import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/** `POST /api/conversations/groups`: a group named `title` with the member and these people. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; memberIds: string[] }) => call(chatEndpoints.createGroup, { body }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
