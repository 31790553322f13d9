import {
  HASHTAG_MAX,
  SEARCH_QUERY_MAX,
  type SearchType,
  searchTypes,
} from '@betogether/contracts/search/search.constants';
import { useCallback } from 'react';
import { defineUrlFilters, oneOf, text, useUrlFilters } from '@/lib/url-filters';

export type SearchLocation = { q: string; type: SearchType; tag: string };

/**
 * The search as the address holds it (`?q=&type=&tag=`), cleaned of anything the server would
 * refuse; empty values are left out of the address, people (the default tab) too.
 */
const searchAddress = defineUrlFilters(
  {
    q: text({ max: SEARCH_QUERY_MAX }),
    type: oneOf(searchTypes),
    tag: text({ max: HASHTAG_MAX, prepare: (raw) => raw.replace(/^#+/, '') }),
  },
  { q: '', type: 'people', tag: '' },
);

export function searchLocationOf(params: URLSearchParams): SearchLocation {
  return searchAddress.read(params);
}

/** The address of a search. */
export function searchParamsOf(location: SearchLocation): URLSearchParams {
  return searchAddress.write(location);
}

/**
 * The page's state lives in the address, so reload, back and forward show the same search.
 * `replace` is for typing (one history entry per search, not per key), a push for the rest.
 */
export function useSearchLocation() {
  const [location, setLocation] = useUrlFilters(searchAddress);
  const go = useCallback(
    (changes: Partial<SearchLocation>, options: { replace?: boolean } = {}) =>
      setLocation((current) => ({ ...current, ...changes }), options),
    [setLocation],
  );
  return { ...location, go };
}
