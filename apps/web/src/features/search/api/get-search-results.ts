import type { SearchType } from '@betogether/contracts/search/search.constants';
import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { searchKeys } from './search-keys';

const PAGE_SIZE = 20;

/**
 * One tab's results, page after page. The server remembers a first page as a recent search, so
 * the recent list is refreshed after it.
 */
export function useSearchResults(type: SearchType, q: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: searchKeys.results(type, q),
    queryFn: async ({ pageParam, signal }) => {
      const page = await call(searchEndpoints.search, {
        query: { q, type, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      });
      if (!pageParam) void queryClient.invalidateQueries({ queryKey: searchKeys.recent });
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
