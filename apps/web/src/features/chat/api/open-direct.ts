import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/**
 * `POST /api/conversations/direct`: the conversation with this member, the existing one or a new
 * one when their rules allow (CHAT_BLOCKED, CHAT_NOT_ALLOWED otherwise).
 */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(chatEndpoints.openDirect, { body: { userId } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
