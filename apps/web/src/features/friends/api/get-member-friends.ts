import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

const PAGE_SIZE = 24;

/**
 * A member's friends, newest friendship first, optionally filtered. Not `useCursorList`: it
 * takes no `placeholderData`, which keeps the list on screen while a new filter loads.
 */
export function useMemberFriends(userId: string, q: string) {
  return useInfiniteQuery({
    queryKey: friendKeys.memberFriends(userId, q),
    queryFn: ({ pageParam, signal }) =>
      call(friendsEndpoints.memberFriends, {
        params: { userId },
        // An empty filter is left out of the address.
        query: { limit: PAGE_SIZE, q, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new filter loads, the previous list stays (no flash of skeletons per keystroke).
    placeholderData: keepPreviousData,
  });
}
