import type { SearchResponse, SearchType } from '@betogether/contracts/search/search.schemas';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

const PAGE_SIZE = 20;

/**
 * `GET /api/search`: one tab's results, page after page. The server remembers a first page as a
 * recent search, so the recent list is refreshed after it.
 */
export function useSearchResults(type: SearchType, q: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: searchKeys.results(type, q),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q, type, limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      const page = await api<SearchResponse>(`/api/search?${params}`, { signal });
      if (!pageParam) void queryClient.invalidateQueries({ queryKey: searchKeys.recent });
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
