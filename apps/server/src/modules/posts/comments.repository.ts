import { and, asc, count, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { blockedBetween } from '../friends/friends.read';
import { users } from '../users/users.tables';
import { canSeePost } from './post-visibility';
import { commentReactions, postComments, posts } from './posts.tables';

export type CommentRow = typeof postComments.$inferSelect;

/** What a comment card needs, flat: the comment, its author and the viewer's reaction. */
function cardColumns(viewerId: string, comments: typeof postComments) {
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    body: comments.body,
    createdAt: comments.createdAt,
    editedAt: comments.editedAt,
    reactionCount: comments.reactionCount,
    replyCount: comments.replyCount,
    // Aliased to a name no table here has: the LATERAL of first replies selects it unqualified.
    authorId: sql<string>`${users.id}`.as('commenter_id'),
    authorUsername: users.username,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    authorAvatarUrl: users.avatarUrl,
    myReaction: sql<
      string | null
    >`(select ${commentReactions.type} from ${commentReactions} where ${commentReactions.commentId} = ${comments.id} and ${commentReactions.userId} = ${viewerId})`.as(
      'my_reaction',
    ),
  };
}

/** Comment cards with their authors: the start of every query that answers comments. */
function commentCards(db: Executor, viewerId: string) {
  return db
    .select(cardColumns(viewerId, postComments))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId));
}

export type CommentCardRow = {
  id: string;
  postId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  reactionCount: number;
  replyCount: number;
  authorId: string;
  authorUsername: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarUrl: string | null;
  myReaction: string | null;
};

/** A block between the viewer and a comment's author hides the comment from the viewer. */
const notBlocked = (viewerId: string, comments: typeof postComments) =>
  not(blockedBetween(viewerId, comments.authorId));

/** The comment with its post when the viewer may see both; undefined otherwise (404). */
export async function findVisibleComment(db: Executor, viewerId: string, id: string) {
  const [row] = await db
    .select({
      comment: postComments,
      post: { id: posts.id, authorId: posts.authorId, commentsEnabled: posts.commentsEnabled },
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.id, id), canSeePost(viewerId, posts), notBlocked(viewerId, postComments)))
    .limit(1);
  return row;
}

export async function findCommentCard(db: Executor, viewerId: string, id: string): Promise<CommentCardRow> {
  const [row] = await commentCards(db, viewerId).where(eq(postComments.id, id)).limit(1);
  if (!row) throw new Error(`comment ${id} vanished`);
  return row;
}

export async function lockComment(tx: Executor, id: string): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(postComments).where(eq(postComments.id, id)).for('update').limit(1);
  return row;
}

export async function insertComment(
  tx: Executor,
  values: typeof postComments.$inferInsert,
): Promise<CommentRow> {
  const [row] = await tx.insert(postComments).values(values).returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

/** The author's comment made with this client key (a repeated create), if it still exists. */
export async function findByClientKey(
  db: Executor,
  authorId: string,
  clientKey: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.authorId, authorId), eq(postComments.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function updateCommentBody(tx: Executor, id: string, body: string, now: Date): Promise<void> {
  await tx.update(postComments).set({ body, editedAt: now }).where(eq(postComments.id, id));
}

export async function deleteComment(tx: Executor, id: string): Promise<void> {
  await tx.delete(postComments).where(eq(postComments.id, id));
}

/** Replies that exist now (the parent is locked, so none can be added meanwhile). */
export async function countReplies(tx: Executor, parentId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(postComments).where(eq(postComments.parentId, parentId));
  return row?.n ?? 0;
}

export async function adjustCommentCount(tx: Executor, postId: string, delta: number): Promise<void> {
  await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

export async function adjustReplyCount(tx: Executor, parentId: string, delta: number): Promise<void> {
  await tx
    .update(postComments)
    .set({ replyCount: sql`greatest(${postComments.replyCount} + ${delta}, 0)` })
    .where(eq(postComments.id, parentId));
}

const relevance = sql`(${postComments.reactionCount} + ${postComments.replyCount})`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type TopCursor =
  | { order: 'newest'; createdAt: Date; id: string }
  | { order: 'relevant'; score: number; createdAt: Date; id: string };

/**
 * A page of top-level comments, read in the order of a partial index: newest
 * (post_comments_top_recent_idx) or most relevant (post_comments_top_relevant_idx: reactions +
 * replies, then newest). The row comparisons are the indexes' own order, so a page starts where
 * the last one ended without reading what came before.
 */
export async function topCommentsPage(
  db: Executor,
  viewerId: string,
  postId: string,
  order: 'newest' | 'relevant',
  limit: number,
  after: TopCursor | null,
) {
  let position: SQL | undefined;
  if (after?.order === 'newest')
    position = sql`(${postComments.createdAt}, ${postComments.id}) < (${at(after.createdAt)}, ${after.id}::uuid)`;
  if (after?.order === 'relevant')
    position = sql`(${relevance}, ${postComments.createdAt}, ${postComments.id}) < (${after.score}::int, ${at(after.createdAt)}, ${after.id}::uuid)`;
  const ordering =
    order === 'relevant'
      ? [sql`${relevance} desc`, desc(postComments.createdAt), desc(postComments.id)]
      : [desc(postComments.createdAt), desc(postComments.id)];
  return commentCards(db, viewerId)
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        position,
        notBlocked(viewerId, postComments),
      ),
    )
    .orderBy(...ordering)
    .limit(limit + 1);
}

const parent = alias(postComments, 'parent');

/** The first (oldest) `perParent` replies of each of these comments, in one query (LATERAL per parent). */
export async function firstReplies(
  db: Executor,
  viewerId: string,
  parentIds: string[],
  perParent: number,
): Promise<CommentCardRow[]> {
  if (parentIds.length === 0) return [];
  const replies = commentCards(db, viewerId)
    .where(and(eq(postComments.parentId, parent.id), notBlocked(viewerId, postComments)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(perParent)
    .as('reply');
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      parentId: replies.parentId,
      body: replies.body,
      createdAt: replies.createdAt,
      editedAt: replies.editedAt,
      reactionCount: replies.reactionCount,
      replyCount: replies.replyCount,
      authorId: replies.authorId,
      authorUsername: replies.authorUsername,
      authorFirstName: replies.authorFirstName,
      authorLastName: replies.authorLastName,
      authorAvatarUrl: replies.authorAvatarUrl,
      myReaction: replies.myReaction,
    })
    .from(parent)
    .crossJoinLateral(replies)
    .where(inArray(parent.id, parentIds))
    .orderBy(asc(replies.createdAt), asc(replies.id));
}

/** Replies to one comment, oldest first (post_comments_replies_idx order). */
export async function repliesPage(
  db: Executor,
  viewerId: string,
  parentId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return commentCards(db, viewerId)
    .where(
      and(
        eq(postComments.parentId, parentId),
        after
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${at(after.createdAt)}, ${after.id}::uuid)`
          : undefined,
        notBlocked(viewerId, postComments),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}
