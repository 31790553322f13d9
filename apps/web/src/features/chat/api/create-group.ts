import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from './conversation-cache';

/**
 * `POST /api/conversations/groups`: a group named `title` with the member and these people; with
 * `private`, `POST /api/conversations/private-rooms`: an invite-only discussion the member owns.
 */
export function useCreateGroup(kind: 'group' | 'private' = 'group') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; memberIds: string[] }) =>
      call(kind === 'private' ? chatEndpoints.createPrivateRoom : chatEndpoints.createGroup, { body }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
