import { commentsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { UpdateCommentBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { patchComment } from './comment-cache';

/** The author changes a comment's text. */
export function useUpdateComment(postId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommentBody) => call(commentsEndpoints.update, { params: { id }, body }),
    onSuccess: (comment) => {
      const { body, edited, editedAt } = comment;
      patchComment(queryClient, postId, id, { body, edited, editedAt });
    },
  });
}
