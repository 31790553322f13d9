import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isUuid } from '../../platform/ids';
import { blockedBetween, friendsBetween } from '../friends/friends.read';
import { blocks, follows, friendships } from '../friends/friends.tables';
import { preparedViewFrom } from '../posts/posts.read';
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

/** Raw rows carry timestamps as Date (pg) or string (some drivers): always a Date out. */
function toKeys(rows: Array<{ id: string; created_at: Date | string }>): PostKey[] {
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.created_at) }));
}

/** Before every post: the position of a first page. */
const TOP = { createdAt: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** `feed_keys(...)` for a page of `limit + 1` rows after the position (or from the top). */
function feedKeysCall(viewerId: string, limit: number, after: Position | null): SQL {
  const position = after ? { createdAt: after.createdAt.toISOString(), id: after.id } : TOP;
  return sql`feed_keys(${viewerId}::uuid, ${limit + 1}::int, ${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

/**
 * The ids of a feed page as a subquery for the post cards (what the feed route uses), with
 * placeholders: `viewer`, and the values `feedIdsValues` gives. Prepared once with the cards.
 */
const feedIds = sql`select id from feed_keys(${sql.placeholder('viewer')}::uuid, ${sql.placeholder('rows')}::int, ${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * A feed page's cards, newest first: its keys (`feedIds`) and the posts module's cards in one
 * round trip, prepared once. Call it with the values of {@link feedIdsValues}.
 */
export function preparedFeedCards(db: Db) {
  return preparedViewFrom(db, 'feed_cards', feedIds);
}

/** The placeholder values of `feedIds` for a page of `limit + 1` rows after the position. */
export function feedIdsValues(limit: number, after: Position | null) {
  const position = after ? { createdAt: after.createdAt.toISOString(), id: after.id } : TOP;
  return { rows: limit + 1, afterAt: position.createdAt, afterId: position.id };
}

/**
 * The home feed's keys: `feed_keys`, a database function (migration 0008) so that the query and
 * its planner setting travel in one round trip and its plan is kept between calls; `limit + 1`
 * rows after the position, newest first. Rows read ≈ authors × page size at most, whatever the
 * page number and the size of the posts table; no OFFSET, no scan of other members' posts.
 */
export async function feedPage(db: Executor, viewerId: string, limit: number, after: Position | null) {
  return toKeys(
    rowsOf(await db.execute(sql`select id, created_at from ${feedKeysCall(viewerId, limit, after)}`)),
  );
}

/**
 * Suggested posts, newest first: public posts of verified members outside the viewer's circle
 * (not the viewer, not a friend, not a followee: their posts are already in the feed) and with no
 * block between them. `limit + 1` keys after the position, read backwards through
 * posts_public_recent_idx.
 */
export function suggestedKeysQuery(viewerId: string, limit: number, after: Position | null): SQL {
  const viewer = sql`${viewerId}::uuid`;
  const author = sql.raw('p.author_id');
  return sql`
    select p.id, p.created_at from ${posts} p
    where p.audience = 'public'
      ${after ? sql`and (p.created_at, p.id) < (${at(after.createdAt)}, ${after.id}::uuid)` : sql``}
      and ${author} <> ${viewer}
      and not ${friendsBetween(viewer, author)}
      and not exists (select 1 from ${follows} fo where fo.follower_id = ${viewer} and fo.followee_id = ${author})
      and not ${blockedBetween(viewer, author)}
      -- A scalar subquery, not EXISTS: kept per row, it cannot turn into a join that reads every
      -- public post of every member before the sort (the index order then stops after a page).
      and (select u.email_verified_at from ${users} u where u.id = p.author_id) is not null
    order by ${newestFirst}
    limit ${limit + 1}`;
}

export async function suggestedKeys(db: Executor, viewerId: string, limit: number, after: Position | null) {
  return toKeys(rowsOf(await db.execute(suggestedKeysQuery(viewerId, limit, after))));
}

/** How the viewer stands with a member: whether they exist, a block between them, friendship. */
/** The id of the member with this username (any case), or null. */
export async function memberIdByUsername(db: Executor, username: string): Promise<string | null> {
  const result = await db.execute(
    sql`select u.id from ${users} u where lower(u.username) = ${username.toLowerCase()} limit 1`,
  );
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

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

/**
 * The query inside `feed_keys`, read from the database itself, with its parameters written in as
 * values: what EXPLAIN needs to show the plan that runs (a function call shows only itself).
 * For the plan test and the benchmark; run it with bitmap scans off, as the function does.
 */
export async function feedKeysQueryForExplain(
  db: Executor,
  viewerId: string,
  limit: number,
  after: Position | null,
): Promise<SQL> {
  const [row] = rowsOf<{ prosrc: string }>(
    await db.execute(sql`select prosrc from pg_proc where proname = 'feed_keys'`),
  );
  const query = /RETURN QUERY([\s\S]*?);\s*END/.exec(row?.prosrc ?? '')?.[1];
  if (!query) throw new Error('feed_keys has no RETURN QUERY');
  if (!isUuid(viewerId) || (after && !isUuid(after.id)))
    throw new Error('feedKeysQueryForExplain takes uuids');
  const values: Record<string, string> = {
    _viewer: `'${viewerId}'::uuid`,
    _limit: String(limit + 1),
    _after_at: `'${after ? after.createdAt.toISOString() : TOP.createdAt}'::timestamptz`,
    _after_id: `'${after ? after.id : TOP.id}'::uuid`,
  };
  return sql.raw(query.replace(/\b_(viewer|limit|after_at|after_id)\b/g, (name) => values[name] as string));
}
