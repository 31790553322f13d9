import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shortLikes, shortSaves, shorts } from './shorts.tables';

/* Likes, saves and shares: each row and its counter in the caller's transaction. */

/** Answers whether the like is new (a repeat changes nothing). */
export async function like(tx: Executor, shortId: string, userId: string, now: Date): Promise<boolean> {
  const added = await tx
    .insert(shortLikes)
    .values({ shortId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ shortId: shortLikes.shortId });
  if (added.length > 0)
    await tx
      .update(shorts)
      .set({ likeCount: sql`${shorts.likeCount} + 1` })
      .where(eq(shorts.id, shortId));
  return added.length > 0;
}

/** Answers whether there was a like to take back. */
export async function unlike(tx: Executor, shortId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(shortLikes)
    .where(and(eq(shortLikes.shortId, shortId), eq(shortLikes.userId, userId)))
    .returning({ shortId: shortLikes.shortId });
  if (removed.length === 0) return false;
  await tx
    .update(shorts)
    .set({ likeCount: sql`greatest(${shorts.likeCount} - 1, 0)` })
    .where(eq(shorts.id, shortId));
  return true;
}

export async function save(tx: Executor, shortId: string, userId: string, now: Date): Promise<void> {
  const added = await tx
    .insert(shortSaves)
    .values({ shortId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ shortId: shortSaves.shortId });
  if (added.length > 0)
    await tx
      .update(shorts)
      .set({ saveCount: sql`${shorts.saveCount} + 1` })
      .where(eq(shorts.id, shortId));
}

export async function unsave(tx: Executor, shortId: string, userId: string): Promise<void> {
  const removed = await tx
    .delete(shortSaves)
    .where(and(eq(shortSaves.shortId, shortId), eq(shortSaves.userId, userId)))
    .returning({ shortId: shortSaves.shortId });
  if (removed.length > 0)
    await tx
      .update(shorts)
      .set({ saveCount: sql`greatest(${shorts.saveCount} - 1, 0)` })
      .where(eq(shorts.id, shortId));
}

export async function addShare(tx: Executor, shortId: string): Promise<void> {
  await tx
    .update(shorts)
    .set({ shareCount: sql`${shorts.shareCount} + 1` })
    .where(eq(shorts.id, shortId));
}

/** The viewer's like and save, and the counters, as the buttons show them. */
export async function stateOf(db: Executor, shortId: string, viewerId: string) {
  const [row] = await db
    .select({
      likeCount: shorts.likeCount,
      saveCount: shorts.saveCount,
      shareCount: shorts.shareCount,
      liked: sql<boolean>`exists (select 1 from ${shortLikes} where ${shortLikes.shortId} = ${shorts.id} and ${shortLikes.userId} = ${viewerId})`,
      saved: sql<boolean>`exists (select 1 from ${shortSaves} where ${shortSaves.shortId} = ${shorts.id} and ${shortSaves.userId} = ${viewerId})`,
    })
    .from(shorts)
    .where(eq(shorts.id, shortId))
    .limit(1);
  return row;
}
