import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { ChatSettings } from '@betogether/contracts/chat/chat.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** `PUT /api/chat/settings` with the settings changed; the answer is the whole set. */
export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ChatSettings>) => call(chatEndpoints.updateSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(chatKeys.settings(), settings),
  });
}
