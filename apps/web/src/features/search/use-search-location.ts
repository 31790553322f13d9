import type { SearchType } from '@betogether/contracts/search/search.schemas';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The contract's values, repeated: the browser imports only types from contracts (no zod at runtime).
export const SEARCH_TYPES = ['people', 'posts', 'hashtags'] as const satisfies readonly SearchType[];
export const SEARCH_QUERY_MAX = 100;

export type SearchLocation = { q: string; type: SearchType; tag: string };

/** The search as the address holds it (`?q=&type=&tag=`), cleaned of anything the server would refuse. */
export function searchLocationOf(params: URLSearchParams): SearchLocation {
  const type = params.get('type');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    type: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : 'people',
    tag: (params.get('tag') ?? '').replace(/^#+/, '').trim().slice(0, 100),
  };
}

/** The address of a search: empty values are left out, people (the default tab) too. */
export function searchParamsOf(location: SearchLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.q) params.set('q', location.q);
  if (location.type !== 'people') params.set('type', location.type);
  if (location.tag) params.set('tag', location.tag);
  return params;
}

/**
 * The page's state lives in the address, so reload, back and forward show the same search.
 * `replace` is for typing (one history entry per search, not per key), a push for the rest.
 */
export function useSearchLocation() {
  const [params, setParams] = useSearchParams();
  const location = searchLocationOf(params);
  const go = useCallback(
    (changes: Partial<SearchLocation>, options: { replace?: boolean } = {}) =>
      setParams((current) => searchParamsOf({ ...searchLocationOf(current), ...changes }), options),
    [setParams],
  );
  return { ...location, go };
}
