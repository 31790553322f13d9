import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** The authors at the top of the feed: the member's own first, then unseen, then seen. */
export function useStoryTray() {
  return useQuery({
    queryKey: storyKeys.tray(),
    queryFn: ({ signal }) => call(storiesEndpoints.tray, { signal }),
  });
}
