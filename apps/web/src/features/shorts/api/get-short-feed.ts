import type { ShortFeed } from '@betogether/contracts/shorts/shorts.constants';
import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { shortKeys } from './short-keys';

/** A few shorts per page: each one is a whole screen, and the next page loads three before the end. */
const PAGE = { limit: 10 } as const;

/** For You (ranked) or Following (newest first), page by page. */
export function useShortFeed(feed: ShortFeed, enabled = true) {
  return useCursorList(
    shortsEndpoints.feed,
    { query: { feed, ...PAGE } },
    { queryKey: shortKeys.feed(feed), enabled },
  );
}

/** What the player needs of a list of shorts to ask for more. */
export type ShortPaging = Pick<
  ReturnType<typeof useShortFeed>,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage' | 'error'
>;
