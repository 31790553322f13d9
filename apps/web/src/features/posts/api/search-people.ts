import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { postKeys } from './post-keys';

/** Names to suggest after an @ (the search module's people search). */
export function usePeopleSuggestions(query: string | null) {
  return useQuery({
    queryKey: postKeys.people(query ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await call(searchEndpoints.search, {
        // `remember=false`: a name typed after @ is not a search to keep among the member's recent ones.
        query: { type: 'people', q: query ?? '', limit: 6, remember: 'false' },
        signal,
      });
      return answer.type === 'people' ? answer.items : [];
    },
    enabled: query !== null && query.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
