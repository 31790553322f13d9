import type { ShortComment } from '@betogether/contracts/shorts/shorts.schemas';
import type { Db } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import * as repo from './short-comments.repository';
import './shorts.events';
import type { ShortsService } from './shorts.service';

export type ShortCommentsService = ReturnType<typeof createShortCommentsService>;

function toComment(row: repo.ShortCommentCardRow, viewerId: string, shortAuthorId: string): ShortComment {
  return {
    id: row.comment.id,
    shortId: row.comment.shortId,
    author: toPerson(row.author),
    body: row.comment.body,
    createdAt: row.comment.createdAt.toISOString(),
    mine: row.comment.authorId === viewerId,
    canDelete: row.comment.authorId === viewerId || shortAuthorId === viewerId,
  };
}

/** Comments on shorts: newest first, one level, deleted by their author or the short's author. */
export function createShortCommentsService(deps: {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
  shorts: Pick<ShortsService, 'visibleShort'>;
}) {
  const { db, clock, events } = deps;

  async function card(viewerId: string, id: string, shortAuthorId: string): Promise<ShortComment> {
    const row = await repo.commentCard(db, id);
    if (!row) throw new AppError('SHORT_COMMENT_NOT_FOUND');
    return toComment(row, viewerId, shortAuthorId);
  }

  /**
   * The comment an earlier create with this client key made. The key names one comment: sent
   * again for another short, it is refused rather than answered with a comment elsewhere.
   */
  async function repeatedCreate(viewerId: string, shortId: string, clientKey: string | undefined) {
    if (!clientKey) return undefined;
    const earlier = await repo.findByClientKey(db, viewerId, clientKey);
    if (earlier && earlier.shortId !== shortId)
      throw new AppError('VALIDATION_FAILED', {
        errors: [
          { field: 'clientKey', message: 'This key was used for another comment', code: 'client_key_reused' },
        ],
      });
    return earlier;
  }

  return {
    /** Newest first; comments of people a block separates from the viewer are left out. */
    async list(viewerId: string, shortId: string, query: { limit: number; cursor?: string | undefined }) {
      const short = await deps.shorts.visibleShort(viewerId, shortId);
      const rows = await repo.commentsPage(
        db,
        viewerId,
        shortId,
        query.limit,
        decodeTimeCursor(query.cursor),
      );
      const page = pageFrom(rows, query.limit, (row) => timeCursorOf(row.comment));
      return {
        items: page.rows.map((row) => toComment(row, viewerId, short.authorId)),
        nextCursor: page.nextCursor,
        total: short.commentCount,
      };
    },

    /** Someone a block separates from the short's author cannot see it, so cannot comment (404). */
    async create(
      viewerId: string,
      shortId: string,
      input: { body: string; clientKey?: string | undefined },
    ): Promise<ShortComment> {
      const short = await deps.shorts.visibleShort(viewerId, shortId);
      const earlier = await repeatedCreate(viewerId, shortId, input.clientKey);
      if (earlier) return card(viewerId, earlier.id, short.authorId);
      try {
        const comment = await db.transaction(async (tx) => {
          const comment = await repo.insertComment(tx, {
            shortId,
            authorId: viewerId,
            body: input.body,
            createdAt: clock.now(),
            clientKey: input.clientKey ?? null,
          });
          await events.publish(tx, 'shorts.commented', {
            shortId,
            authorId: short.authorId,
            commenterId: viewerId,
            commentId: comment.id,
            body: comment.body,
          });
          return comment;
        });
        return card(viewerId, comment.id, short.authorId);
      } catch (error) {
        const failure = databaseError(error);
        // The same create twice at once: the first one's comment answers both.
        if (failure?.constraint === 'short_comments_author_client_key' && input.clientKey) {
          const first = await repeatedCreate(viewerId, shortId, input.clientKey);
          if (first) return card(viewerId, first.id, short.authorId);
        }
        if (failure?.code === SQLSTATE.foreignKeyViolation) throw new AppError('SHORT_NOT_FOUND');
        throw error;
      }
    },

    async remove(viewerId: string, shortId: string, commentId: string): Promise<void> {
      const short = await deps.shorts.visibleShort(viewerId, shortId);
      const comment = await repo.findVisibleComment(db, viewerId, shortId, commentId);
      if (!comment) throw new AppError('SHORT_COMMENT_NOT_FOUND');
      if (comment.authorId !== viewerId && short.authorId !== viewerId)
        throw new AppError('SHORT_COMMENT_FORBIDDEN');
      await db.transaction((tx) => repo.deleteComment(tx, comment));
    },
  };
}
