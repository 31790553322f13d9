import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { FriendRequestsQuery } from '@betogether/contracts/friends/friends.schemas';
import { useCursorList } from '@/lib/use-cursor-list';
import { friendKeys } from './friend-keys';

const PAGE_SIZE = 20;

export type RequestDirection = FriendRequestsQuery['direction'];

/** Pending requests I received or sent, newest first. */
export function useFriendRequests(direction: RequestDirection) {
  return useCursorList(
    friendsEndpoints.requests,
    { query: { limit: PAGE_SIZE, direction } },
    { queryKey: friendKeys.requests(direction) },
  );
}
