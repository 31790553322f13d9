import { commentsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Comment } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { changeComments } from './comment-cache';
import { patchPost } from './post-cache';

/** Deletes a comment, by its author or the post's author; a comment's replies go with it. */
export function useDeleteComment(comment: Comment) {
  const queryClient = useQueryClient();
  const { postId, id, parentId } = comment;
  return useMutation({
    mutationFn: () => call(commentsEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      changeComments(queryClient, postId, (item) => {
        if (item.id === id) return null;
        if (parentId && item.id === parentId)
          return { ...item, replyCount: Math.max(0, item.replyCount - 1) };
        return item;
      });
      const gone = 1 + (parentId ? 0 : comment.replyCount);
      patchPost(queryClient, postId, (post) => ({
        ...post,
        commentCount: Math.max(0, post.commentCount - gone),
      }));
    },
  });
}
