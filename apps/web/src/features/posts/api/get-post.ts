import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { cachedPost } from './post-cache';
import { postKeys } from './post-keys';

export function usePost(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Post, Error, Post, ReturnType<typeof postKeys.detail>>({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => call(postsEndpoints.get, { params: { id }, signal }),
    // Opened from a card: show that copy at once while the page's own copy loads.
    placeholderData: () => cachedPost(queryClient, id),
  });
}

/** Every version of a post's text, newest first. */
export function usePostHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.history(id),
    queryFn: ({ signal }) => call(postsEndpoints.history, { params: { id }, signal }),
    enabled,
  });
}
