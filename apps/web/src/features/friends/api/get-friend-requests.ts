import type { FriendRequestsPage } from '@betogether/contracts/friends/friends.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './friend-keys';
import { pageUrl } from './page-url';

const PAGE_SIZE = 20;

export type RequestDirection = 'received' | 'sent';

/** `GET /api/friends/requests`: pending requests I received or sent, newest first. */
export function useFriendRequests(direction: RequestDirection) {
  return useInfiniteQuery({
    queryKey: friendKeys.requests(direction),
    queryFn: ({ pageParam, signal }) =>
      api<FriendRequestsPage>(pageUrl('/api/friends/requests', PAGE_SIZE, pageParam, { direction }), {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
