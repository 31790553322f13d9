import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { chatKeys } from './chat-keys';

const ROOMS_PAGE = 20;

/** `GET /api/community-rooms?q=`: the community rooms, the busiest first, a page at a time. */
export function useRooms(search: string) {
  const q = search.trim();
  return useCursorList(
    chatEndpoints.rooms,
    { query: { limit: ROOMS_PAGE, ...(q ? { q } : {}) } },
    { queryKey: chatKeys.roomSearch(q), keepPrevious: true },
  );
}
