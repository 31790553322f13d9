import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';

/** Every query of the posts feature, under one root so a change can reach all lists at once. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  feed: () => [...postKeys.lists(), 'feed'] as const,
  member: (userId: string) => [...postKeys.lists(), 'member', userId] as const,
  saved: () => [...postKeys.lists(), 'saved'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: string) => [...postKeys.details(), id] as const,
  history: (id: string) => [...postKeys.all, 'history', id] as const,
  reactors: (id: string, type: ReactionType | 'all') => [...postKeys.all, 'reactors', id, type] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  commentList: (postId: string, order: 'newest' | 'relevant') =>
    [...postKeys.comments(postId), order] as const,
  replies: (postId: string, commentId: string) =>
    [...postKeys.comments(postId), 'replies', commentId] as const,
  people: (query: string) => [...postKeys.all, 'people', query] as const,
};
