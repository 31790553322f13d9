import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { storyKeys } from './story-keys';

const PAGE_SIZE = 20;

/** Who saw one of the member's stories, newest first, with their reaction; for the author only. */
export function useStoryViewers(storyId: string, enabled: boolean) {
  return useCursorList(
    storiesEndpoints.viewers,
    { params: { storyId }, query: { limit: PAGE_SIZE } },
    { queryKey: storyKeys.viewers(storyId), enabled },
  );
}
