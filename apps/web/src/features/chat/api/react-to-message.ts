import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Message } from '@betogether/contracts/chat/chat.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withMyReaction } from '../thread/thread-merge';
import { threadStore } from '../thread/thread-store';

/**
 * `PUT /api/messages/:messageId/reaction`: the member's one reaction (null takes it back), shown at
 * once and put back as it was when the server refuses (the caller says why).
 */
export function useReactToMessage() {
  return useMutation({
    mutationFn: ({ message, emoji }: { message: Message; emoji: string | null }) =>
      call(chatEndpoints.react, { params: { messageId: message.id }, body: { emoji } }),
    onMutate: ({ message, emoji }) => threadStore.replace(withMyReaction(message, emoji)),
    onSuccess: (answer) => threadStore.replace(answer),
    onError: (_error, { message }) => threadStore.replace(message),
  });
}
