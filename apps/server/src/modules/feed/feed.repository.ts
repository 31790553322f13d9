import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, follows, friendships } from '../friends/friends.tables';
import { posts } from '../posts/posts.tables';
import { users } from '../users/users.tables';

export type Position = { createdAt: Date; id: string };
type PostKey = { id: string; createdAt: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Newest first, read backwards from the ascending posts_author_recent_idx (author_id, created_at,
 * id, audience). A backward scan gives exactly "desc" (nulls first); the keyset indexes of this
 * issue are all ascending for that reason (migration 0007): drizzle's `.desc()` index columns are
 * "desc nulls last", which a plain "order by … desc" cannot use, and the planner then sorted every
 * post of each author instead of stopping after a page.
 */
const newestFirst = sql.raw('p.created_at desc, p.id desc');

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Raw rows carry timestamps as Date (pg) or string (some drivers): always a Date out. */
function toKeys(rows: Array<{ id: string; created_at: Date | string }>): PostKey[] {
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.created_at) }));
}

/**
 * The home feed's keys, as one SQL statement (exported so its plan can be checked):
 * the authors the viewer follows in any way (themselves: every post; friends: public and
 * friends-only; followees who are not friends: public), blocked ones left out, then per author a
 * LATERAL index scan of posts_author_recent_idx that stops after `limit + 1` rows past the
 * cursor, and a final top-N of those. Rows read ≈ authors × page size at most, whatever the page
 * number and the size of the posts table; no OFFSET, no scan of other members' posts.
 */
export function feedQuery(viewerId: string, limit: number, after: Position | null): SQL {
  const position = after
    ? sql`and (p.created_at, p.id) < (${at(after.createdAt)}, ${after.id}::uuid)`
    : sql``;
  return sql`
    select p.id, p.created_at
    from (
      select ${viewerId}::uuid as author_id, 2 as tie
      union all
      select f.friend_id, 1 from ${friendships} f where f.user_id = ${viewerId}
      union all
      select fo.followee_id, 0 from ${follows} fo
      where fo.follower_id = ${viewerId}
        and not exists (select 1 from ${friendships} f2 where f2.user_id = ${viewerId} and f2.friend_id = fo.followee_id)
    ) a
    cross join lateral (
      select p.id, p.created_at
      from ${posts} p
      where p.author_id = a.author_id
        and (a.tie = 2 or p.audience = 'public' or (a.tie = 1 and p.audience = 'friends'))
        ${position}
      order by ${newestFirst}
      limit ${limit + 1}
    ) p
    where a.tie = 2 or not exists (
      select 1 from ${blocks} b
      where (b.blocker_id = ${viewerId} and b.blocked_id = a.author_id)
         or (b.blocker_id = a.author_id and b.blocked_id = ${viewerId})
    )
    order by ${newestFirst}
    limit ${limit + 1}`;
}

/**
 * Bitmap scans off for the rest of the transaction (the caller's). The planner expects an average
 * number of posts per author (about 10) and may then prefer a bitmap scan plus a sort, which reads
 * every post of each author, all 5,000 of a prolific one, where the backward index scan stops
 * after a page. Measured on 20,000 posts with one 5,000-post friend: 33–45 ms with the bitmap
 * plan, 7–10 ms without; also when the table has no statistics (PGlite never runs autovacuum).
 */
export async function preferIndexOrder(tx: Executor): Promise<void> {
  await tx.execute(sql`set local enable_bitmapscan = off`);
}

/** A page of feed keys; run it in a transaction, where {@link preferIndexOrder} applies. */
export async function feedPage(tx: Executor, viewerId: string, limit: number, after: Position | null) {
  await preferIndexOrder(tx);
  return toKeys(rowsOf(await tx.execute(feedQuery(viewerId, limit, after))));
}

/** How the viewer stands with a member: whether they exist, a block between them, friendship. */
export async function relationTo(db: Executor, viewerId: string, memberId: string) {
  const result = await db.execute(sql`
    select
      exists (select 1 from ${users} u where u.id = ${memberId}) as "exists",
      exists (
        select 1 from ${blocks} b
        where (b.blocker_id = ${viewerId} and b.blocked_id = ${memberId})
           or (b.blocker_id = ${memberId} and b.blocked_id = ${viewerId})
      ) as blocked,
      exists (select 1 from ${friendships} f where f.user_id = ${viewerId} and f.friend_id = ${memberId}) as friends`);
  const [row] = rowsOf<{ exists: boolean; blocked: boolean; friends: boolean }>(result);
  return row ?? { exists: false, blocked: false, friends: false };
}

/** A member's pinned post when the viewer may see its audience. */
export async function pinnedPostOf(db: Executor, memberId: string, audiences: readonly string[]) {
  const result = await db.execute(sql`
    select p.id, p.created_at from ${posts} p
    where p.author_id = ${memberId} and p.pinned_at is not null
      and p.audience in (${sql.join(
        audiences.map((audience) => sql`${audience}`),
        sql`, `,
      )})
    limit 1`);
  return toKeys(rowsOf(result))[0] ?? null;
}

/** One member's posts of these audiences, newest first, from posts_author_recent_idx (exported for its plan). */
export function memberPostsQuery(
  memberId: string,
  audiences: readonly string[],
  excludeId: string | null,
  limit: number,
  after: Position | null,
): SQL {
  return sql`
    select p.id, p.created_at from ${posts} p
    where p.author_id = ${memberId}
      and p.audience in (${sql.join(
        audiences.map((audience) => sql`${audience}`),
        sql`, `,
      )})
      ${after ? sql`and (p.created_at, p.id) < (${at(after.createdAt)}, ${after.id}::uuid)` : sql``}
      ${excludeId ? sql`and p.id <> ${excludeId}::uuid` : sql``}
    order by ${newestFirst}
    limit ${limit + 1}`;
}

export async function memberPostsPage(
  db: Executor,
  memberId: string,
  audiences: readonly string[],
  excludeId: string | null,
  limit: number,
  after: Position | null,
) {
  return toKeys(rowsOf(await db.execute(memberPostsQuery(memberId, audiences, excludeId, limit, after))));
}
