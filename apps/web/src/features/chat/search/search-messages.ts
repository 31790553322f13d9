import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { chatKeys } from '../api/chat-keys';

/** The server refuses shorter searches (chatSearchQuerySchema). */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
const PAGE = 20;

const chatSearchKey = (q: string) => [...chatKeys.all, 'search', q] as const;

/**
 * `GET /api/chat/search`: messages of the member's conversations with every word as a prefix,
 * newest first, a page at a time (keyset cursor). The last answer stays on screen while the next
 * search runs, so results do not blink at every key.
 */
export function useChatSearch(q: string) {
  return useCursorList(
    chatEndpoints.search,
    { query: { q, limit: PAGE } },
    { queryKey: chatSearchKey(q), enabled: q.length >= SEARCH_MIN, keepPrevious: true },
  );
}
