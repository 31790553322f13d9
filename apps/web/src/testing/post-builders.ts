import type { ReactionType } from '@betogether/contracts/posts/posts.constants';
import type { Comment, Post, ReactionCounts, TopComment } from '@betogether/contracts/posts/posts.schemas';
import { person } from './builders';

/** Reaction counts, zero unless given; the total is their sum. */
export function reactions(counts: Partial<ReactionCounts> = {}, mine: ReactionType | null = null) {
  const reactionCounts: ReactionCounts = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0, ...counts };
  const reactionCount = Object.values(reactionCounts).reduce((sum, count) => sum + count, 0);
  return { reactionCounts, reactionCount, myReaction: mine };
}

/** A post as a viewer sees it: someone else's text post to friends, nothing on it yet. */
export function post(patch: Partial<Post> = {}): Post {
  return {
    id: '0a000000-0000-4000-8000-000000000001',
    author: person(1),
    body: 'A quiet morning by the river.',
    audience: 'friends',
    feeling: null,
    location: null,
    images: [],
    share: null,
    commentsEnabled: true,
    pinned: false,
    edited: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
    ...reactions(),
    commentCount: 0,
    shareCount: 0,
    saved: false,
    mine: false,
    mentions: [],
    ...patch,
  };
}

/** A comment on `post()`, by someone else, without replies. */
export function comment(patch: Partial<Comment> = {}): Comment {
  return {
    id: '0c000000-0000-4000-8000-000000000001',
    postId: post().id,
    parentId: null,
    author: person(2),
    body: 'Lovely!',
    createdAt: '2026-03-01T11:00:00.000Z',
    edited: false,
    editedAt: null,
    reactionCount: 0,
    replyCount: 0,
    myReaction: null,
    mine: false,
    canDelete: false,
    ...patch,
  };
}

/** A top-level comment as the comments list gives it, with its first replies. */
export function topComment(patch: Partial<TopComment> = {}): TopComment {
  const { firstReplies = [], ...rest } = patch;
  return { ...comment(rest), replyCount: firstReplies.length, firstReplies, ...rest };
}
