import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** The member's close-friends list (who sees their "close friends" stories), with its limit. */
export function useCloseFriends() {
  return useQuery({
    queryKey: storyKeys.closeFriends(),
    queryFn: ({ signal }) => call(storiesEndpoints.closeFriends, { signal }),
  });
}
