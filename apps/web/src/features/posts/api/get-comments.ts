import type { CommentPage, ReplyPage } from '@betogether/contracts/posts/posts.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKeys } from './post-keys';

export type CommentOrder = 'newest' | 'relevant';

/** `GET /api/posts/{id}/comments?order=`: top-level comments, each with its first replies. */
export function useComments(postId: string, order: CommentOrder) {
  return useInfiniteQuery({
    queryKey: postKeys.commentList(postId, order),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ order, limit: '10' });
      if (pageParam) query.set('cursor', pageParam);
      return api<CommentPage>(`/api/posts/${encodeURIComponent(postId)}/comments?${query}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** `GET /api/comments/{id}/replies`: all the replies of a comment, oldest first. */
export function useReplies(postId: string, commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: postKeys.replies(postId, commentId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '10' });
      if (pageParam) query.set('cursor', pageParam);
      return api<ReplyPage>(`/api/comments/${encodeURIComponent(commentId)}/replies?${query}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
