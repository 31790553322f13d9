import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { patchPost, prependPost, removePost } from './post-cache';
import { postKeys } from './post-keys';

/** Saves or unsaves a post: the bookmark, also added to or taken from the saved list. */
export function useSavePost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) =>
      call(saved ? postsEndpoints.save : postsEndpoints.unsave, { params: { id: post.id } }),
    onSuccess: (_answer, saved) => {
      patchPost(queryClient, post.id, (current) => ({ ...current, saved }));
      if (saved) prependPost(queryClient, postKeys.saved(), { ...post, saved });
      else removePost(queryClient, post.id, postKeys.saved());
    },
  });
}
