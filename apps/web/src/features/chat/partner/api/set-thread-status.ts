import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from '../../api/conversation-cache';

/** `PUT /api/partner-threads/:id/status`: either side marks the thread resolved, or open again. */
export function useSetThreadStatus(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PartnerThreadStatus) =>
      call(chatEndpoints.partnerThreadStatus, { params: { conversationId }, body: { status } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
