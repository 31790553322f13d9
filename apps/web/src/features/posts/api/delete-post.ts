import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removePost } from './post-cache';
import { postKeys } from './post-keys';

/** `DELETE /api/posts/{id}`: gone from every list at once. */
export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      removePost(queryClient, id);
      queryClient.removeQueries({ queryKey: postKeys.detail(id), exact: true });
    },
  });
}
