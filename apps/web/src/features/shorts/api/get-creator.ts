import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { shortKeys } from './short-keys';

/** Whose grid this is: the creator's name and picture, even before (or without) any short. */
export function useCreator(userId: string, enabled = true) {
  return useQuery({
    queryKey: shortKeys.creator(userId),
    queryFn: ({ signal }) => call(friendsEndpoints.profile, { params: { userIdOrUsername: userId }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
