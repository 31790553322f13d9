import type { Post, UpdatePostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchPost } from './post-cache';
import { postKeys } from './post-keys';

/** `PATCH /api/posts/{id}`: edit the text, audience, feeling, location, or turn comments off/on. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) =>
      api<Post>(`/api/posts/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: (post) => {
      patchPost(queryClient, id, () => post);
      void queryClient.invalidateQueries({ queryKey: postKeys.history(id) });
    },
  });
}

/** `POST/DELETE /api/posts/{id}/pin`: one pinned post per profile, shown first there. */
export function usePinPost(id: string, authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) =>
      api(`/api/posts/${encodeURIComponent(id)}/pin`, { method: pinned ? 'POST' : 'DELETE' }),
    onSuccess: (_answer, pinned) => {
      // Pinning one post unpins the previous one: the profile list is reordered by the server.
      patchPost(queryClient, id, (post) => ({ ...post, pinned }));
      void queryClient.invalidateQueries({ queryKey: postKeys.member(authorId) });
    },
  });
}
