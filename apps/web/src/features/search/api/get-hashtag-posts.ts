import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/**
 * The posts of one tag the member may see, newest first. Not `useCursorList`: it takes no
 * `staleTime`, which spares a refetch when the member comes back to the tag within 30 seconds.
 */
export function useHashtagPosts(tag: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.hashtagPosts(tag),
    queryFn: ({ pageParam, signal }) =>
      call(searchEndpoints.hashtagPosts, {
        params: { tag },
        query: { limit: 20, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: tag.length > 0,
    staleTime: 30_000,
  });
}
