import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** One story, asked only when nothing cached says whose it is (a shared link, a notification). */
export function useStory(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: ({ signal }) => call(storiesEndpoints.get, { params: { storyId }, signal }),
    enabled,
  });
}
