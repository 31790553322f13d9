import type {
  Comment,
  CommentPage,
  CreateCommentBody,
  ReactionType,
  ReplyPage,
} from '@betogether/contracts/posts/posts.schemas';
import type { Db, Executor } from '../../db/client';
import { databaseError } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeCursor, decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import './comments.events';
import * as repo from './comments.repository';
import { removeComment } from './post-removal';
import { mentionedUsernames } from './post-text';
import * as postsRepo from './posts.repository';
import type { PostsService } from './posts.service';

export type CommentsService = ReturnType<typeof createCommentsService>;

/** Replies shown under each top-level comment of a page; the rest load on demand. */
const FIRST_REPLIES = 2;

function toComment(row: repo.CommentCardRow, viewerId: string, postAuthorId: string): Comment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: toPerson({
      id: row.authorId,
      username: row.authorUsername,
      firstName: row.authorFirstName,
      lastName: row.authorLastName,
      avatarUrl: row.authorAvatarUrl,
    }),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    editedAt: row.editedAt?.toISOString() ?? null,
    reactionCount: row.reactionCount,
    replyCount: row.replyCount,
    myReaction: (row.myReaction as ReactionType | null) ?? null,
    mine: row.authorId === viewerId,
    canDelete: row.authorId === viewerId || postAuthorId === viewerId,
  };
}

/** The (score, time, id) position of the "relevant" order, checked: a bad one is a 422, never a 500. */
function relevantAfter([score, time, id]: readonly [number, string, string]): repo.TopCursor {
  const createdAt = new Date(time);
  if (!Number.isInteger(score) || Number.isNaN(createdAt.getTime()) || !isUuid(id))
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
    });
  return { order: 'relevant', score, createdAt, id };
}

export function createCommentsService(deps: {
  db: Db;
  clock: Clock;
  posts: Pick<PostsService, 'visiblePost'>;
  events: Pick<EventBus, 'publish'>;
}) {
  const { db, clock, events } = deps;

  async function visibleComment(viewerId: string, id: string) {
    const found = await repo.findVisibleComment(db, viewerId, id);
    if (!found) throw new AppError('COMMENT_NOT_FOUND');
    return found;
  }

  /**
   * The comment an earlier create with this client key made. The key names one comment: sent
   * again for another post, it is refused rather than answered with a comment elsewhere.
   */
  async function repeatedCreate(viewerId: string, postId: string, clientKey: string | undefined) {
    if (!clientKey) return undefined;
    const earlier = await repo.findByClientKey(db, viewerId, clientKey);
    if (earlier && earlier.postId !== postId)
      throw new AppError('VALIDATION_FAILED', {
        errors: [
          { field: 'clientKey', message: 'This key was used for another comment', code: 'client_key_reused' },
        ],
      });
    return earlier;
  }

  async function card(viewerId: string, id: string, postAuthorId: string) {
    return toComment(await repo.findCommentCard(db, viewerId, id), viewerId, postAuthorId);
  }

  return {
    /** Top-level comments, newest or most relevant first, each with its first replies: two queries a page. */
    async list(
      viewerId: string,
      postId: string,
      query: { limit: number; cursor?: string | undefined; order: 'newest' | 'relevant' },
    ): Promise<CommentPage> {
      const post = await deps.posts.visiblePost(viewerId, postId);
      let after: repo.TopCursor | null = null;
      if (query.order === 'relevant') {
        const values = decodeCursor(query.cursor, ['number', 'string', 'string'] as const);
        if (values) after = relevantAfter(values);
      } else {
        const position = decodeTimeCursor(query.cursor);
        if (position) after = { order: 'newest', ...position };
      }
      const rows = await repo.topCommentsPage(db, viewerId, postId, query.order, query.limit, after);
      const page = pageFrom(rows, query.limit, (row) =>
        query.order === 'relevant'
          ? [row.reactionCount + row.replyCount, row.createdAt.toISOString(), row.id]
          : timeCursorOf(row),
      );
      const replies = await repo.firstReplies(
        db,
        viewerId,
        page.rows.filter((row) => row.replyCount > 0).map((row) => row.id),
        FIRST_REPLIES,
      );
      return {
        items: page.rows.map((row) => ({
          ...toComment(row, viewerId, post.authorId),
          firstReplies: replies
            .filter((reply) => reply.parentId === row.id)
            .map((reply) => toComment(reply, viewerId, post.authorId)),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** Replies to a top-level comment, oldest first (a reply has none: an empty page). */
    async replies(
      viewerId: string,
      commentId: string,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<ReplyPage> {
      const { post } = await visibleComment(viewerId, commentId);
      const rows = await repo.repliesPage(
        db,
        viewerId,
        commentId,
        query.limit,
        decodeTimeCursor(query.cursor),
      );
      const page = pageFrom(rows, query.limit, timeCursorOf);
      return {
        items: page.rows.map((row) => toComment(row, viewerId, post.authorId)),
        nextCursor: page.nextCursor,
      };
    },

    async create(viewerId: string, postId: string, input: CreateCommentBody): Promise<Comment> {
      const post = await deps.posts.visiblePost(viewerId, postId);
      // A repeat of a create (double click, retry after a lost answer) answers the first comment.
      const earlier = await repeatedCreate(viewerId, postId, input.clientKey);
      if (earlier) return card(viewerId, earlier.id, post.authorId);
      if (!post.commentsEnabled) throw new AppError('POST_COMMENTS_DISABLED');
      const parent = input.parentId ? await repo.findVisibleComment(db, viewerId, input.parentId) : undefined;
      if (input.parentId && (!parent || parent.comment.postId !== postId || parent.comment.parentId !== null))
        throw new AppError('VALIDATION_FAILED', {
          errors: [
            {
              field: 'parentId',
              message: 'Reply to a top-level comment of this post',
              code: 'invalid_parent',
            },
          ],
        });
      const mentioned = await postsRepo.usersByUsernames(db, mentionedUsernames(input.body));
      const comment = await db
        .transaction(async (tx: Executor) => {
          const row = await repo.insertComment(tx, {
            postId,
            authorId: viewerId,
            parentId: parent?.comment.id ?? null,
            body: input.body,
            createdAt: clock.now(),
            clientKey: input.clientKey ?? null,
          });
          await repo.adjustCommentCount(tx, postId, 1);
          if (parent) await repo.adjustReplyCount(tx, parent.comment.id, 1);
          const others = mentioned.map((user) => user.id).filter((id) => id !== viewerId);
          await events.publish(tx, 'comments.created', {
            commentId: row.id,
            postId,
            postAuthorId: post.authorId,
            authorId: viewerId,
            parent: parent ? { id: parent.comment.id, authorId: parent.comment.authorId } : null,
            mentionedIds: await postsRepo.membersWhoSee(tx, postId, others),
          });
          return row;
        })
        .catch(async (error: unknown) => {
          // The same create twice at once: the first one's comment answers both.
          if (databaseError(error)?.constraint === 'post_comments_author_client_key') {
            const first = await repeatedCreate(viewerId, postId, input.clientKey);
            if (first) return first;
          }
          throw error;
        });
      return card(viewerId, comment.id, post.authorId);
    },

    async update(viewerId: string, id: string, body: string): Promise<Comment> {
      const { comment, post } = await visibleComment(viewerId, id);
      if (comment.authorId !== viewerId) throw new AppError('COMMENT_NOT_AUTHOR');
      if (body !== comment.body)
        await db.transaction((tx: Executor) => repo.updateCommentBody(tx, id, body, clock.now()));
      return card(viewerId, id, post.authorId);
    },

    /** By its author, or by the post's author (who moderates their own post). */
    async remove(viewerId: string, id: string): Promise<void> {
      const { comment, post } = await visibleComment(viewerId, id);
      if (comment.authorId !== viewerId && post.authorId !== viewerId)
        throw new AppError('COMMENT_NOT_AUTHOR');
      await db.transaction((tx: Executor) => removeComment(tx, events, id));
    },
  };
}
