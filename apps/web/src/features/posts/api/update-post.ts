import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { UpdatePostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { patchPost } from './post-cache';
import { postKeys } from './post-keys';

/** Edits a post: its text, audience, feeling or location, or turns its comments off or on. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => call(postsEndpoints.update, { params: { id }, body }),
    onSuccess: (post) => {
      patchPost(queryClient, id, () => post);
      void queryClient.invalidateQueries({ queryKey: postKeys.history(id) });
    },
  });
}

/** Pins or unpins a post: one pinned post per profile, shown first there. */
export function usePinPost(id: string, authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) =>
      call(pinned ? postsEndpoints.pin : postsEndpoints.unpin, { params: { id } }),
    onSuccess: (_answer, pinned) => {
      // Pinning one post unpins the previous one: the profile list is reordered by the server.
      patchPost(queryClient, id, (post) => ({ ...post, pinned }));
      void queryClient.invalidateQueries({ queryKey: postKeys.member(authorId) });
    },
  });
}
