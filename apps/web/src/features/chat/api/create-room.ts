import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** `POST /api/admin/community-rooms`: an admin opens a room (they own it). */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; description: string }) => call(chatEndpoints.createRoom, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
