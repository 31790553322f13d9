import { commentOrders } from '@betogether/contracts/posts/posts.constants';
import type { Comment, CommentPage, ReplyPage, TopComment } from '@betogether/contracts/posts/posts.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from './post-keys';

type Pages<P> = InfiniteData<P, string | undefined>;
type AnyPage = CommentPage | ReplyPage;

function mapComments<C extends Comment>(items: C[], change: (comment: Comment) => Comment | null): C[] {
  return items.flatMap((item): C[] => {
    const changed = change(item);
    if (!changed) return [];
    const next = { ...item, ...changed };
    if (!('firstReplies' in next)) return [next];
    const top = next as unknown as TopComment;
    return [{ ...top, firstReplies: mapComments(top.firstReplies, change) } as unknown as C];
  });
}

/**
 * Applies a change to every cached copy of a post's comments (both orders, replies lists, first
 * replies); `change` returns null to take a comment out.
 */
export function changeComments(
  queryClient: QueryClient,
  postId: string,
  change: (comment: Comment) => Comment | null,
): void {
  queryClient.setQueriesData<Pages<AnyPage>>({ queryKey: postKeys.comments(postId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: mapComments<Comment>(page.items, change) })),
        }
      : data,
  );
}

export function patchComment(queryClient: QueryClient, postId: string, id: string, patch: Partial<Comment>) {
  changeComments(queryClient, postId, (comment) => (comment.id === id ? { ...comment, ...patch } : comment));
}

export function findComment(queryClient: QueryClient, postId: string, id: string): Comment | undefined {
  for (const [, data] of queryClient.getQueriesData<Pages<AnyPage>>({
    queryKey: postKeys.comments(postId),
  })) {
    for (const page of data?.pages ?? []) {
      for (const item of page.items as Array<Comment | TopComment>) {
        if (item.id === id) return item;
        const reply = 'firstReplies' in item ? item.firstReplies.find((r) => r.id === id) : undefined;
        if (reply) return reply;
      }
    }
  }
  return undefined;
}

/** A new comment at the top of both orders; a new reply at the end of its thread. */
export function addComment(queryClient: QueryClient, comment: Comment): void {
  const { postId } = comment;
  if (!comment.parentId) {
    const top: TopComment = { ...comment, firstReplies: [] };
    for (const order of commentOrders) {
      queryClient.setQueryData<Pages<CommentPage>>(postKeys.commentList(postId, order), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages as [CommentPage, ...CommentPage[]];
        return { ...data, pages: [{ ...first, items: [top, ...first.items] }, ...rest] };
      });
    }
    return;
  }
  const parentId = comment.parentId;
  const repliesKey = postKeys.replies(postId, parentId);
  const replies = queryClient.getQueryData<Pages<ReplyPage>>(repliesKey);
  if (replies && replies.pages.length > 0) {
    queryClient.setQueryData<Pages<ReplyPage>>(repliesKey, {
      ...replies,
      pages: replies.pages.map((page, index) =>
        index === replies.pages.length - 1 ? { ...page, items: [...page.items, comment] } : page,
      ),
    });
  }
  for (const order of commentOrders) {
    queryClient.setQueryData<Pages<CommentPage>>(postKeys.commentList(postId, order), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((top) =>
                top.id === parentId
                  ? { ...top, replyCount: top.replyCount + 1, firstReplies: [...top.firstReplies, comment] }
                  : top,
              ),
            })),
          }
        : data,
    );
  }
}
