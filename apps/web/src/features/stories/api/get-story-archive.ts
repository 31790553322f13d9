import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { storyKeys } from './story-keys';

/** A page of the grid: three rows of three at 1440 px, enough to fill a phone screen. */
const ARCHIVE_PAGE_SIZE = 18;

/** The member's own stories, live and expired, newest first. */
export function useStoryArchive() {
  return useCursorList(
    storiesEndpoints.archive,
    { query: { limit: ARCHIVE_PAGE_SIZE } },
    { queryKey: storyKeys.archive() },
  );
}
