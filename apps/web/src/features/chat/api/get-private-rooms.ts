import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { chatKeys } from './chat-keys';

/** `GET /api/conversations?kind=private`: the member's private discussions, the latest activity first. */
export function usePrivateRooms() {
  return useCursorList(
    chatEndpoints.conversations,
    { query: { limit: CHAT_LIMITS.listPage, kind: 'private' } },
    { queryKey: chatKeys.conversationsOf('private'), staleTime: 0 },
  );
}
