import type { HashtagPostsResponse } from '@betogether/contracts/search/search.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** `GET /api/hashtags/:tag/posts`: the posts of one tag the member may see, newest first. */
export function useHashtagPosts(tag: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.hashtagPosts(tag),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (pageParam) params.set('cursor', pageParam);
      return api<HashtagPostsResponse>(`/api/hashtags/${encodeURIComponent(tag)}/posts?${params}`, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: tag.length > 0,
    staleTime: 30_000,
  });
}
