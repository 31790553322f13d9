import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { threadStore } from '../thread/thread-store';

/** `DELETE /api/messages/:messageId`: it stays in the thread as "deleted", without its text. */
export function useDeleteMessage() {
  return useMutation({
    mutationFn: (messageId: string) => call(chatEndpoints.remove, { params: { messageId } }),
    onSuccess: (message) => threadStore.replace(message),
  });
}
