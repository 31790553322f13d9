import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockedBetween } from '../friends/friends.read';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { commentReactions, postComments, postReactions, posts } from './posts.tables';

const countColumns = {
  like: posts.likeCount,
  love: posts.loveCount,
  haha: posts.hahaCount,
  wow: posts.wowCount,
  sad: posts.sadCount,
  angry: posts.angryCount,
} as const;
const countKeys = {
  like: 'likeCount',
  love: 'loveCount',
  haha: 'hahaCount',
  wow: 'wowCount',
  sad: 'sadCount',
  angry: 'angryCount',
} as const;

/**
 * Posts and comments keep reactions alike: one row per (object, member) in their own table. The
 * row operations below serve both.
 */
const reactionTables = {
  post: { table: postReactions, objectId: postReactions.postId },
  comment: { table: commentReactions, objectId: commentReactions.commentId },
};
export type ReactionTarget = keyof typeof reactionTables;

function reactionOf(target: ReactionTarget, objectId: string, userId: string) {
  const { table, objectId: column } = reactionTables[target];
  return and(eq(column, objectId), eq(table.userId, userId));
}

/**
 * The member's reaction to a post or comment, locked for the transaction: a concurrent change by
 * the same member waits, so the counters move exactly once per change.
 */
export async function lockReaction(tx: Executor, target: ReactionTarget, objectId: string, userId: string) {
  const { table } = reactionTables[target];
  const [row] = await tx
    .select({ type: table.type })
    .from(table)
    .where(reactionOf(target, objectId, userId))
    .for('update')
    .limit(1);
  return (row?.type as ReactionType | undefined) ?? null;
}

/** False when a concurrent request of the same member inserted first (the caller retries). */
export async function insertReaction(
  tx: Executor,
  target: ReactionTarget,
  objectId: string,
  values: { userId: string; type: ReactionType; createdAt: Date },
): Promise<boolean> {
  const inserted =
    target === 'post'
      ? tx.insert(postReactions).values({ ...values, postId: objectId })
      : tx.insert(commentReactions).values({ ...values, commentId: objectId });
  const rows = await inserted.onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function changeReaction(
  tx: Executor,
  target: ReactionTarget,
  objectId: string,
  userId: string,
  type: ReactionType,
) {
  await tx
    .update(reactionTables[target].table)
    .set({ type })
    .where(reactionOf(target, objectId, userId));
}

export async function deleteReaction(tx: Executor, target: ReactionTarget, objectId: string, userId: string) {
  await tx.delete(reactionTables[target].table).where(reactionOf(target, objectId, userId));
}

/**
 * Moves the post's counters from one reaction to another (either may be null) in one update;
 * answers the counters after it.
 */
export async function moveReactionCounters(
  tx: Executor,
  postId: string,
  from: ReactionType | null,
  to: ReactionType | null,
) {
  const changes: Partial<Record<(typeof countKeys)[ReactionType] | 'reactionCount', SQL>> = {};
  if (from !== to) {
    if (from) changes[countKeys[from]] = sql`${countColumns[from]} - 1`;
    if (to) changes[countKeys[to]] = sql`${countColumns[to]} + 1`;
    const total = (to ? 1 : 0) - (from ? 1 : 0);
    if (total !== 0) changes.reactionCount = sql`${posts.reactionCount} + ${total}`;
  }
  // Nothing moves (same reaction again): the update still answers the counters.
  if (Object.keys(changes).length === 0) changes.reactionCount = sql`${posts.reactionCount}`;
  const [row] = await tx.update(posts).set(changes).where(eq(posts.id, postId)).returning({
    reactionCount: posts.reactionCount,
    like: posts.likeCount,
    love: posts.loveCount,
    haha: posts.hahaCount,
    wow: posts.wowCount,
    sad: posts.sadCount,
    angry: posts.angryCount,
  });
  if (!row) throw new Error('reaction counters: post vanished inside its transaction');
  return row;
}

/**
 * Who reacted, newest first (post_reactions_recent_idx read backwards); people a block separates
 * from the viewer are left out.
 */
export async function reactorsPage(
  db: Executor,
  viewerId: string,
  postId: string,
  type: ReactionType | undefined,
  limit: number,
  after: { createdAt: Date; userId: string } | null,
) {
  return db
    .select({
      type: postReactions.type,
      createdAt: postReactions.createdAt,
      person: personColumns(users),
    })
    .from(postReactions)
    .innerJoin(users, eq(users.id, postReactions.userId))
    .where(
      and(
        eq(postReactions.postId, postId),
        type ? eq(postReactions.type, type) : undefined,
        after
          ? sql`(${postReactions.createdAt}, ${postReactions.userId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.userId}::uuid)`
          : undefined,
        not(blockedBetween(viewerId, postReactions.userId)),
      ),
    )
    .orderBy(desc(postReactions.createdAt), desc(postReactions.userId))
    .limit(limit + 1);
}

// Comment reactions: one total per comment.

export async function adjustCommentReactionCount(tx: Executor, commentId: string, delta: number) {
  const [row] = await tx
    .update(postComments)
    .set(
      delta === 0
        ? { reactionCount: postComments.reactionCount }
        : { reactionCount: sql`${postComments.reactionCount} + ${delta}` },
    )
    .where(eq(postComments.id, commentId))
    .returning({ reactionCount: postComments.reactionCount });
  return row?.reactionCount ?? 0;
}
