import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { threadStore } from '../thread/thread-store';

/** `PATCH /api/messages/:messageId`: one's own text, within a day of sending (CHAT_EDIT_TOO_LATE after). */
export function useEditMessage() {
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: string; text: string }) =>
      call(chatEndpoints.edit, { params: { messageId }, body: { text } }),
    onSuccess: (message) => threadStore.replace(message),
  });
}
