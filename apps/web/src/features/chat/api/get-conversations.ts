import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { chatKeys } from './chat-keys';

/** `GET /api/conversations`: the member's conversations, the latest activity first, a page at a time. */
export function useConversations() {
  return useCursorList(
    chatEndpoints.conversations,
    { query: { limit: CHAT_LIMITS.listPage } },
    { queryKey: chatKeys.conversations(), staleTime: 0 },
  );
}
