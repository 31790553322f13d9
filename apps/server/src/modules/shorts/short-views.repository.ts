import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shorts, shortViews } from './shorts.tables';

type Watch = {
  shortId: string;
  viewerId: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  watchedMs: number;
  completed: boolean;
  now: Date;
};

/**
 * Records a watch of 2 s or more in the caller's transaction. The day's first one makes the record
 * and counts the view (answers true); later ones keep the longest watch and the completion. A
 * record that becomes completed counts one completion.
 */
export async function recordWatch(tx: Executor, watch: Watch): Promise<boolean> {
  const key = and(
    eq(shortViews.shortId, watch.shortId),
    eq(shortViews.viewerId, watch.viewerId),
    eq(shortViews.day, watch.day),
  );
  const inserted = await tx
    .insert(shortViews)
    .values({
      shortId: watch.shortId,
      viewerId: watch.viewerId,
      day: watch.day,
      watchedMs: watch.watchedMs,
      completed: watch.completed,
      firstAt: watch.now,
      lastAt: watch.now,
    })
    .onConflictDoNothing()
    .returning({ day: shortViews.day });
  const counted = inserted.length > 0;
  // Completed by this report: on a new record, or on the day's record that was not yet.
  const completedNow = counted
    ? watch.completed
    : watch.completed &&
      (
        await tx
          .update(shortViews)
          .set({ completed: true })
          .where(and(key, eq(shortViews.completed, false)))
          .returning({ day: shortViews.day })
      ).length > 0;
  if (!counted)
    await tx
      .update(shortViews)
      .set({ watchedMs: sql`greatest(${shortViews.watchedMs}, ${watch.watchedMs})`, lastAt: watch.now })
      .where(key);
  if (counted || completedNow)
    await tx
      .update(shorts)
      .set({
        viewCount: sql`${shorts.viewCount} + ${counted ? 1 : 0}`,
        completionCount: sql`${shorts.completionCount} + ${completedNow ? 1 : 0}`,
      })
      .where(eq(shorts.id, watch.shortId));
  return counted;
}

export async function viewCountOf(db: Executor, shortId: string): Promise<number> {
  const [row] = await db
    .select({ viewCount: shorts.viewCount })
    .from(shorts)
    .where(eq(shorts.id, shortId))
    .limit(1);
  return row?.viewCount ?? 0;
}

/** Over every watch record of the short (one per counted view). */
export async function watchTotals(db: Executor, shortId: string) {
  const [row] = await db
    .select({
      records: sql<number>`count(*)::int`,
      viewers: sql<number>`count(distinct ${shortViews.viewerId})::int`,
      averageMs: sql<number>`coalesce(avg(${shortViews.watchedMs}), 0)::float8`,
      completed: sql<number>`count(*) filter (where ${shortViews.completed})::int`,
    })
    .from(shortViews)
    .where(eq(shortViews.shortId, shortId));
  return row ?? { records: 0, viewers: 0, averageMs: 0, completed: 0 };
}

/** Per UTC day from `fromDay` on, the days with views only, oldest first. */
export async function watchesByDay(db: Executor, shortId: string, fromDay: string) {
  return db
    .select({
      day: shortViews.day,
      records: sql<number>`count(*)::int`,
      averageMs: sql<number>`avg(${shortViews.watchedMs})::float8`,
      completed: sql<number>`count(*) filter (where ${shortViews.completed})::int`,
    })
    .from(shortViews)
    .where(and(eq(shortViews.shortId, shortId), gte(shortViews.day, fromDay)))
    .groupBy(shortViews.day)
    .orderBy(asc(shortViews.day));
}
