import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';
import { conversationChanged } from './conversation-cache';

/** `POST /api/community-rooms/:conversationId/join`: the member is in the room, its thread opens. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => call(chatEndpoints.joinRoom, { params: { conversationId } }),
    onSuccess: (conversation) => {
      conversationChanged(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}
