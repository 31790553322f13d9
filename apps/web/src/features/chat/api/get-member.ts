import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** `GET /api/profiles/:userIdOrUsername`: who `conversation/<username>` names (their id, their name). */
export function useMember(userIdOrUsername: string) {
  return useQuery({
    queryKey: chatKeys.member(userIdOrUsername),
    queryFn: ({ signal }) => call(friendsEndpoints.profile, { params: { userIdOrUsername }, signal }),
  });
}
