import type {
  CommentReactionState,
  PostReactionState,
  ReactionType,
  ReactorPage,
} from '@betogether/contracts/posts/posts.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import * as comments from './comments.repository';
import type { PostsService } from './posts.service';
import './reactions.events';
import * as repo from './reactions.repository';

export type ReactionsService = ReturnType<typeof createReactionsService>;

/**
 * Sets one member's reaction inside a transaction and answers the one it replaced. The existing
 * row is locked first; when there is none, an insert that loses a race with the same member's
 * other request finds that row on the next round.
 */
async function setReaction(
  tx: Executor,
  target: repo.ReactionTarget,
  objectId: string,
  userId: string,
  type: ReactionType,
  clock: Clock,
): Promise<ReactionType | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const previous = await repo.lockReaction(tx, target, objectId, userId);
    if (previous === null) {
      if (await repo.insertReaction(tx, target, objectId, { userId, type, createdAt: clock.now() }))
        return null;
      continue;
    }
    if (previous !== type) await repo.changeReaction(tx, target, objectId, userId, type);
    return previous;
  }
  throw new Error('reaction: could not settle a concurrent change');
}

/** Removes one member's reaction inside a transaction and answers it (null when there was none). */
async function removeReaction(
  tx: Executor,
  target: repo.ReactionTarget,
  objectId: string,
  userId: string,
): Promise<ReactionType | null> {
  const previous = await repo.lockReaction(tx, target, objectId, userId);
  if (previous) await repo.deleteReaction(tx, target, objectId, userId);
  return previous;
}

export function createReactionsService(deps: {
  db: Db;
  clock: Clock;
  posts: Pick<PostsService, 'visiblePost'>;
  events: Pick<EventBus, 'publish'>;
}) {
  const { db, clock, posts, events } = deps;

  function postState(
    counts: Awaited<ReturnType<typeof repo.moveReactionCounters>>,
    myReaction: ReactionType | null,
  ) {
    const { reactionCount, ...reactionCounts } = counts;
    return { myReaction, reactionCount, reactionCounts } satisfies PostReactionState;
  }

  async function visibleComment(viewerId: string, commentId: string) {
    const found = await comments.findVisibleComment(db, viewerId, commentId);
    if (!found) throw new AppError('COMMENT_NOT_FOUND');
    return found;
  }

  return {
    async reactToPost(viewerId: string, postId: string, type: ReactionType): Promise<PostReactionState> {
      const post = await posts.visiblePost(viewerId, postId);
      const counts = await db.transaction(async (tx: Executor) => {
        const previous = await setReaction(tx, 'post', postId, viewerId, type, clock);
        if (previous === null)
          await events.publish(tx, 'reactions.added', {
            postId,
            postAuthorId: post.authorId,
            reactorId: viewerId,
            type,
          });
        return repo.moveReactionCounters(tx, postId, previous, type);
      });
      return postState(counts, type);
    },

    async unreactToPost(viewerId: string, postId: string): Promise<PostReactionState> {
      const post = await posts.visiblePost(viewerId, postId);
      const counts = await db.transaction(async (tx: Executor) => {
        const previous = await removeReaction(tx, 'post', postId, viewerId);
        if (previous)
          await events.publish(tx, 'reactions.removed', {
            postId,
            postAuthorId: post.authorId,
            reactorId: viewerId,
            type: previous,
          });
        return repo.moveReactionCounters(tx, postId, previous, null);
      });
      return postState(counts, null);
    },

    async reactors(
      viewerId: string,
      postId: string,
      query: { limit: number; cursor?: string | undefined; type?: ReactionType | undefined },
    ): Promise<ReactorPage> {
      await posts.visiblePost(viewerId, postId);
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.reactorsPage(
        db,
        viewerId,
        postId,
        query.type,
        query.limit,
        after ? { createdAt: after.createdAt, userId: after.id } : null,
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.createdAt, id: row.person.id }),
      );
      return {
        items: page.rows.map((row) => ({
          person: toPerson(row.person),
          type: row.type as ReactionType,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    async reactToComment(
      viewerId: string,
      commentId: string,
      type: ReactionType,
    ): Promise<CommentReactionState> {
      await visibleComment(viewerId, commentId);
      const reactionCount = await db.transaction(async (tx: Executor) => {
        const previous = await setReaction(tx, 'comment', commentId, viewerId, type, clock);
        return repo.adjustCommentReactionCount(tx, commentId, previous === null ? 1 : 0);
      });
      return { myReaction: type, reactionCount };
    },

    async unreactToComment(viewerId: string, commentId: string): Promise<CommentReactionState> {
      await visibleComment(viewerId, commentId);
      const reactionCount = await db.transaction(async (tx: Executor) => {
        const previous = await removeReaction(tx, 'comment', commentId, viewerId);
        return repo.adjustCommentReactionCount(tx, commentId, previous ? -1 : 0);
      });
      return { myReaction: null, reactionCount };
    },
  };
}
