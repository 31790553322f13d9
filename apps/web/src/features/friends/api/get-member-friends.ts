import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { friendKeys } from './friend-keys';

const PAGE_SIZE = 24;

/** A member's friends, newest friendship first, optionally filtered (an empty filter is left out of the address). */
export function useMemberFriends(userId: string, q: string) {
  return useCursorList(
    friendsEndpoints.memberFriends,
    { params: { userId }, query: { limit: PAGE_SIZE, q } },
    // While a new filter loads, the previous list stays (no flash of skeletons per keystroke).
    { queryKey: friendKeys.memberFriends(userId, q), keepPrevious: true },
  );
}
