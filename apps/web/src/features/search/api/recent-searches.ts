import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import type { RecentSearchesResponse } from '@betogether/contracts/search/search.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** The member's last searches, newest first. */
export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.recent,
    queryFn: ({ signal }) => call(searchEndpoints.recent, { signal }),
    enabled,
  });
}

/**
 * Forgets one recent search, or every one with `null`. The list changes at once and comes back as
 * it was if the call fails.
 */
export function useForgetSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string | null) =>
      query === null ? call(searchEndpoints.forgetAll) : call(searchEndpoints.forget, { params: { query } }),
    onMutate: async (query) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.recent });
      const before = queryClient.getQueryData<RecentSearchesResponse>(searchKeys.recent);
      queryClient.setQueryData<RecentSearchesResponse>(
        searchKeys.recent,
        (current) =>
          current && { items: query === null ? [] : current.items.filter((item) => item.query !== query) },
      );
      return { before };
    },
    onError: (_error, _query, context) => {
      if (context?.before) queryClient.setQueryData(searchKeys.recent, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.recent }),
  });
}
