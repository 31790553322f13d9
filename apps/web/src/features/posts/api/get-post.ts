import type { Post, PostHistory } from '@betogether/contracts/posts/posts.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cachedPost } from './post-cache';
import { postKeys } from './post-keys';

export function usePost(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Post, Error, Post, ReturnType<typeof postKeys.detail>>({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => api<Post>(`/api/posts/${encodeURIComponent(id)}`, { signal }),
    // Opened from a card: show that copy at once while the page's own copy loads.
    placeholderData: () => cachedPost(queryClient, id),
  });
}

/** `GET /api/posts/{id}/history`: every version of the text, newest first. */
export function usePostHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.history(id),
    queryFn: ({ signal }) => api<PostHistory>(`/api/posts/${encodeURIComponent(id)}/history`, { signal }),
    enabled,
  });
}
