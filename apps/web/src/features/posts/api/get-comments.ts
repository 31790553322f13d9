import type { CommentOrder } from '@betogether/contracts/posts/posts.constants';
import { commentsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { postKeys } from './post-keys';

const PAGE_SIZE = 10;

/** A post's top-level comments in this order, each with its first replies. */
export function useComments(postId: string, order: CommentOrder) {
  return useCursorList(
    commentsEndpoints.list,
    { params: { id: postId }, query: { order, limit: PAGE_SIZE } },
    { queryKey: postKeys.commentList(postId, order) },
  );
}

/** All the replies of a comment, oldest first. */
export function useReplies(postId: string, commentId: string, enabled: boolean) {
  return useCursorList(
    commentsEndpoints.replies,
    { params: { id: commentId }, query: { limit: PAGE_SIZE } },
    { queryKey: postKeys.replies(postId, commentId), enabled },
  );
}
