import type { Comment, UpdateCommentBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchComment } from './comment-cache';

/** `PATCH /api/comments/{id}`: the author changes the text. */
export function useUpdateComment(postId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommentBody) =>
      api<Comment>(`/api/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: (comment) => {
      const { body, edited, editedAt } = comment;
      patchComment(queryClient, postId, id, { body, edited, editedAt });
    },
  });
}
