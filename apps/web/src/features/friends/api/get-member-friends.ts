import type { FriendsPage } from '@betogether/contracts/friends/friends.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './friend-keys';
import { pageUrl } from './page-url';

const PAGE_SIZE = 24;

/** `GET /api/users/{userId}/friends`: a member's friends, newest friendship first, optionally filtered. */
export function useMemberFriends(userId: string, q: string) {
  return useInfiniteQuery({
    queryKey: friendKeys.memberFriends(userId, q),
    queryFn: ({ pageParam, signal }) =>
      api<FriendsPage>(
        pageUrl(`/api/users/${encodeURIComponent(userId)}/friends`, PAGE_SIZE, pageParam, q ? { q } : {}),
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new filter loads, the previous list stays (no flash of skeletons per keystroke).
    placeholderData: keepPreviousData,
  });
}
