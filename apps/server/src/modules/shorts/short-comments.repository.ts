import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { seenBy, type TimeKey } from './shorts.repository';
import { shortComments, shorts } from './shorts.tables';

type ShortCommentRow = typeof shortComments.$inferSelect;

/** A comment card: the comment and its author. */
function commentCards(db: Executor) {
  return db
    .select({ comment: shortComments, author: personColumns(users) })
    .from(shortComments)
    .innerJoin(users, eq(users.id, shortComments.authorId));
}

/** A page of a short's comments, newest first, without those of people a block separates from the viewer. */
export async function commentsPage(
  db: Executor,
  viewerId: string,
  shortId: string,
  limit: number,
  after: TimeKey | null,
) {
  return commentCards(db)
    .where(
      and(
        eq(shortComments.shortId, shortId),
        after
          ? sql`(${shortComments.createdAt}, ${shortComments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
        seenBy(viewerId, shortComments.authorId),
      ),
    )
    .orderBy(desc(shortComments.createdAt), desc(shortComments.id))
    .limit(limit + 1);
}

export async function commentCard(db: Executor, id: string) {
  const [row] = await commentCards(db).where(eq(shortComments.id, id)).limit(1);
  return row;
}

export type ShortCommentCardRow = NonNullable<Awaited<ReturnType<typeof commentCard>>>;

/** The comment when it is on this short and no block separates its author from the viewer. */
export async function findVisibleComment(db: Executor, viewerId: string, shortId: string, id: string) {
  const [row] = await db
    .select()
    .from(shortComments)
    .where(
      and(
        eq(shortComments.id, id),
        eq(shortComments.shortId, shortId),
        seenBy(viewerId, shortComments.authorId),
      ),
    )
    .limit(1);
  return row;
}

export async function findByClientKey(db: Executor, authorId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(shortComments)
    .where(and(eq(shortComments.authorId, authorId), eq(shortComments.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Inserts the comment and counts it, in the caller's transaction. */
export async function insertComment(
  tx: Executor,
  values: typeof shortComments.$inferInsert,
): Promise<ShortCommentRow> {
  const [row] = await tx.insert(shortComments).values(values).returning();
  if (!row) throw new Error('short comment insert returned nothing');
  await tx
    .update(shorts)
    .set({ commentCount: sql`${shorts.commentCount} + 1` })
    .where(eq(shorts.id, values.shortId));
  return row;
}

export async function deleteComment(tx: Executor, comment: Pick<ShortCommentRow, 'id' | 'shortId'>) {
  const removed = await tx
    .delete(shortComments)
    .where(eq(shortComments.id, comment.id))
    .returning({ id: shortComments.id });
  if (removed.length > 0)
    await tx
      .update(shorts)
      .set({ commentCount: sql`greatest(${shorts.commentCount} - 1, 0)` })
      .where(eq(shorts.id, comment.shortId));
}
