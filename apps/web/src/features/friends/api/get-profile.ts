import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './friend-keys';

/** `GET /api/profiles/{userIdOrUsername}`: a member as the viewer may see them. */
export function useProfile(userIdOrUsername: string) {
  return useQuery({
    queryKey: friendKeys.profile(userIdOrUsername),
    queryFn: ({ signal }) =>
      api<Profile>(`/api/profiles/${encodeURIComponent(userIdOrUsername)}`, { signal }),
  });
}
