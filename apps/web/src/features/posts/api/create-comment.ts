import { commentsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { CreateCommentBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { addComment } from './comment-cache';
import { patchPost } from './post-cache';

/** A comment or a reply ({ body, parentId? }): shown at once where it belongs. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => call(commentsEndpoints.create, { params: { id: postId }, body }),
    onSuccess: (comment) => {
      addComment(queryClient, comment);
      patchPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}
