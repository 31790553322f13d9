import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchPost, prependPost, removePost } from './post-cache';
import { postKeys } from './post-keys';

/** `POST/DELETE /api/posts/{id}/save`: the bookmark, also added to or taken from the saved list. */
export function useSavePost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) =>
      api(`/api/posts/${encodeURIComponent(post.id)}/save`, { method: saved ? 'POST' : 'DELETE' }),
    onSuccess: (_answer, saved) => {
      patchPost(queryClient, post.id, (current) => ({ ...current, saved }));
      if (saved) prependPost(queryClient, postKeys.saved(), { ...post, saved });
      else removePost(queryClient, post.id, postKeys.saved());
    },
  });
}
