import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { storyKeys } from './story-keys';

const PAGE_SIZE = 20;

/** The member's friends (the only people a close-friends list may hold), filtered by name. */
export function useMyFriends(userId: string, q: string) {
  return useCursorList(
    friendsEndpoints.memberFriends,
    { params: { userId }, query: { limit: PAGE_SIZE, q } },
    { queryKey: storyKeys.friends(q), keepPrevious: true },
  );
}
