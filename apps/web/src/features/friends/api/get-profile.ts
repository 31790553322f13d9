import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

/** A member (by id or username) as the viewer may see them. */
export function useProfile(userIdOrUsername: string) {
  return useQuery({
    queryKey: friendKeys.profile(userIdOrUsername),
    queryFn: ({ signal }) => call(friendsEndpoints.profile, { params: { userIdOrUsername }, signal }),
  });
}
