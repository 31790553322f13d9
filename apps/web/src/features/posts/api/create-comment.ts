import type { Comment, CreateCommentBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addComment } from './comment-cache';
import { patchPost } from './post-cache';

/** `POST /api/posts/{id}/comments` ({ body, parentId? }): shown at once where it belongs. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) =>
      api<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', body }),
    onSuccess: (comment) => {
      addComment(queryClient, comment);
      patchPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}
