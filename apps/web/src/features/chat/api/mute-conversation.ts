import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';
import { conversationChanged } from './conversation-cache';

/** `PUT /api/conversations/:conversationId/mute`: no notifications of it until `until` (null: on again). */
export function useMuteConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (until: string | null) =>
      call(chatEndpoints.mute, { params: { conversationId }, body: { until } }),
    onSuccess: (conversation) => {
      conversationChanged(queryClient, conversation);
      // A muted conversation's messages leave the header's count.
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}
