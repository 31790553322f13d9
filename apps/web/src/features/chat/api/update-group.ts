import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/** `PATCH /api/conversations/:conversationId`: a group's new name (any member may rename it). */
export function useRenameGroup(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      call(chatEndpoints.updateGroup, { params: { conversationId }, body: { title } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}

/** The same call with a group's or room's new picture (an `avatar` upload), or null to take it away. */
export function useSetGroupPicture(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarMediaId: string | null) =>
      call(chatEndpoints.updateGroup, { params: { conversationId }, body: { avatarMediaId } }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
