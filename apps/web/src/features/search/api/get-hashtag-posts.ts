import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { searchKeys } from './search-keys';

/**
 * The posts of one tag the member may see, newest first; kept 30 seconds, so coming back to the
 * tag shows it without a refetch.
 */
export function useHashtagPosts(tag: string) {
  return useCursorList(
    searchEndpoints.hashtagPosts,
    { params: { tag }, query: { limit: 20 } },
    { queryKey: searchKeys.hashtagPosts(tag), enabled: tag.length > 0, staleTime: 30_000 },
  );
}
