import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removePost } from './post-cache';
import { postKeys } from './post-keys';

/** Deletes a post: gone from every list at once. */
export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(postsEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      removePost(queryClient, id);
      queryClient.removeQueries({ queryKey: postKeys.detail(id), exact: true });
    },
  });
}
