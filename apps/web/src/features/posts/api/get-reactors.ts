import type { ReactionType, ReactorPage } from '@betogether/contracts/posts/posts.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKeys } from './post-keys';

/** `GET /api/posts/{id}/reactions?type=`: who reacted, all types or one, newest first. */
export function useReactors(postId: string, type: ReactionType | 'all', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: postKeys.reactors(postId, type),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (type !== 'all') query.set('type', type);
      if (pageParam) query.set('cursor', pageParam);
      return api<ReactorPage>(`/api/posts/${encodeURIComponent(postId)}/reactions?${query}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
