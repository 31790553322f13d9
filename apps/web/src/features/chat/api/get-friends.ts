import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { chatKeys } from './chat-keys';

const PEOPLE_SHOWN = 30;

/** `GET /api/users/:me/friends?q=`: the member's friends whose name contains `search` (people to add). */
export function useFriends(search: string, enabled: boolean) {
  const me = useSession().userData?.id ?? '';
  const q = search.trim();
  return useQuery({
    queryKey: chatKeys.friends(q),
    queryFn: ({ signal }) =>
      call(friendsEndpoints.memberFriends, {
        params: { userId: me },
        query: { limit: PEOPLE_SHOWN, ...(q ? { q } : {}) },
        signal,
      }),
    enabled: enabled && me !== '',
    placeholderData: keepPreviousData,
  });
}
