import type { SearchType } from '@betogether/contracts/search/search.constants';

/** Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  results: (type: SearchType, q: string) => ['search', 'results', type, q] as const,
  hashtagPosts: (tag: string) => ['search', 'hashtag-posts', tag] as const,
  recent: ['search', 'recent'] as const,
};
