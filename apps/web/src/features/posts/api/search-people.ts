import type { PeopleSearchResponse } from '@betogether/contracts/search/search.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKeys } from './post-keys';

/** `GET /api/search?type=people&q=`: names to suggest after an @ (the search module's call). */
export function usePeopleSuggestions(query: string | null) {
  return useQuery({
    queryKey: postKeys.people(query ?? ''),
    queryFn: ({ signal }) => {
      // `remember=false`: a name typed after @ is not a search to keep among the member's recent ones.
      const params = new URLSearchParams({ type: 'people', q: query ?? '', limit: '6', remember: 'false' });
      return api<PeopleSearchResponse>(`/api/search?${params}`, { signal });
    },
    enabled: query !== null && query.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
