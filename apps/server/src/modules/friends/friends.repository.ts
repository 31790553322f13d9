import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { containsPattern } from '../../platform/search-text';
import { type PersonRow, personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { blockedBetween } from './friends.read';
import { blocks, follows, friendRequests, friendships, suggestionDismissals } from './friends.tables';

export async function findMember(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Serialises every change between two members (requests crossing, accept against cancel). */
export async function lockPair(tx: Executor, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export type PairState = {
  friends: boolean;
  sent: boolean;
  received: boolean;
  following: boolean;
  followsMe: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
};

function pairStateColumns(me: SQL | string, other: SQL | string) {
  return sql`
    exists (select 1 from ${friendships} where ${friendships.userId} = ${me} and ${friendships.friendId} = ${other}) as "friends",
    exists (select 1 from ${friendRequests} where ${friendRequests.senderId} = ${me} and ${friendRequests.receiverId} = ${other}) as "sent",
    exists (select 1 from ${friendRequests} where ${friendRequests.senderId} = ${other} and ${friendRequests.receiverId} = ${me}) as "received",
    exists (select 1 from ${follows} where ${follows.followerId} = ${me} and ${follows.followeeId} = ${other}) as "following",
    exists (select 1 from ${follows} where ${follows.followerId} = ${other} and ${follows.followeeId} = ${me}) as "followsMe",
    exists (select 1 from ${blocks} where ${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other}) as "blockedByMe",
    exists (select 1 from ${blocks} where ${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}) as "blockedMe"`;
}

/** Every link between the viewer and another member, in one round trip. */
export async function pairState(db: Executor, me: string, other: string): Promise<PairState> {
  const [row] = rowsOf<PairState>(await db.execute(sql`select ${pairStateColumns(me, other)}`));
  if (!row) throw new Error('pair state query answered nothing');
  return row;
}

export type ProfileRow = PersonRow &
  PairState & {
    bio: string;
    coverUrl: string | null;
    country: string;
    createdAt: Date | string;
    friendsCount: number;
    followersCount: number;
    followingCount: number;
    mutualFriendsCount: number;
  };

/** A member (by id or, case-insensitively, by username) with counts and the viewer's links to them. */
export async function findProfile(
  db: Executor,
  viewerId: string,
  by: { id: string } | { username: string },
): Promise<ProfileRow | undefined> {
  const match = 'id' in by ? sql`u.id = ${by.id}` : sql`lower(u.username) = ${by.username.toLowerCase()}`;
  const [row] = rowsOf<ProfileRow>(
    await db.execute(sql`
      select u.id, u.username, u.first_name as "firstName", u.last_name as "lastName",
        u.avatar_url as "avatarUrl", u.cover_url as "coverUrl", u.bio, u.country, u.created_at as "createdAt",
        (select count(*)::int from ${friendships} where ${friendships.userId} = u.id) as "friendsCount",
        (select count(*)::int from ${follows} where ${follows.followeeId} = u.id) as "followersCount",
        (select count(*)::int from ${follows} where ${follows.followerId} = u.id) as "followingCount",
        (select count(*)::int from ${friendships} a join ${friendships} b on b.friend_id = a.friend_id
          where a.user_id = u.id and b.user_id = ${viewerId}) as "mutualFriendsCount",
        ${pairStateColumns(viewerId, sql`u.id`)}
      from ${users} u
      where ${match}
      limit 1`),
  );
  return row;
}

export async function insertRequest(tx: Executor, senderId: string, receiverId: string, now: Date) {
  await tx.insert(friendRequests).values({ senderId, receiverId, createdAt: now }).onConflictDoNothing();
}

export async function deleteRequest(tx: Executor, senderId: string, receiverId: string): Promise<boolean> {
  const rows = await tx
    .delete(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.receiverId, receiverId)))
    .returning({ id: friendRequests.id });
  return rows.length > 0;
}

/** Both rows of a friendship, and each follows the other (see docs/decisions.md, Friends). */
export async function insertFriendship(tx: Executor, a: string, b: string, now: Date) {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt: now },
      { userId: b, friendId: a, createdAt: now },
    ])
    .onConflictDoNothing();
  await tx
    .insert(follows)
    .values([
      { followerId: a, followeeId: b, createdAt: now },
      { followerId: b, followeeId: a, createdAt: now },
    ])
    .onConflictDoNothing();
}

function eitherWay<T extends { a: SQL | string; b: SQL | string }>(
  left: Parameters<typeof eq>[0],
  right: Parameters<typeof eq>[0],
  pair: T,
): SQL {
  return or(and(eq(left, pair.a), eq(right, pair.b)), and(eq(left, pair.b), eq(right, pair.a))) as SQL;
}

export async function deleteFriendship(tx: Executor, a: string, b: string): Promise<boolean> {
  const rows = await tx
    .delete(friendships)
    .where(eitherWay(friendships.userId, friendships.friendId, { a, b }))
    .returning({ userId: friendships.userId });
  return rows.length > 0;
}

export async function deleteFollowsBetween(tx: Executor, a: string, b: string) {
  await tx.delete(follows).where(eitherWay(follows.followerId, follows.followeeId, { a, b }));
}

export async function deleteRequestsBetween(tx: Executor, a: string, b: string) {
  await tx
    .delete(friendRequests)
    .where(eitherWay(friendRequests.senderId, friendRequests.receiverId, { a, b }));
}

export async function insertFollow(tx: Executor, followerId: string, followeeId: string, now: Date) {
  await tx.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
}

export async function deleteFollow(tx: Executor, followerId: string, followeeId: string) {
  await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

export async function insertBlock(tx: Executor, blockerId: string, blockedId: string, now: Date) {
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(tx: Executor, blockerId: string, blockedId: string) {
  await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function insertDismissal(db: Executor, userId: string, dismissedId: string, now: Date) {
  await db.insert(suggestionDismissals).values({ userId, dismissedId, createdAt: now }).onConflictDoNothing();
}

/**
 * Keyset position in a list ordered by (created_at desc, id desc): the indexes' (…, created_at, id)
 * read backwards, the row comparison bounding the index scan (page 300 reads as little as page 1).
 */
export type After = { createdAt: Date; id: string } | null;

function afterCondition(createdAt: AnyPgColumn, id: AnyPgColumn, after: After) {
  return after
    ? sql`(${createdAt}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
}

/** A member's pending requests, newest first, with the other person (`limit + 1` rows). */
export function listRequests(
  db: Executor,
  me: string,
  direction: 'received' | 'sent',
  limit: number,
  after: After,
) {
  const mine = direction === 'received' ? friendRequests.receiverId : friendRequests.senderId;
  const theirs = direction === 'received' ? friendRequests.senderId : friendRequests.receiverId;
  return db
    .select({ requestId: friendRequests.id, createdAt: friendRequests.createdAt, ...personColumns(users) })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, me), afterCondition(friendRequests.createdAt, friendRequests.id, after)))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
    .limit(limit + 1);
}

/** How many friends the viewer shares with each of `ids`, in one query. */
export async function mutualCounts(
  db: Executor,
  viewerId: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const theirs = alias(friendships, 'theirs');
  const rows = await db
    .select({ id: theirs.userId, mutual: count() })
    .from(friendships)
    .innerJoin(theirs, eq(theirs.friendId, friendships.friendId))
    .where(and(eq(friendships.userId, viewerId), inArray(theirs.userId, ids)))
    .groupBy(theirs.userId);
  return new Map(rows.map((row) => [row.id, Number(row.mutual)]));
}

/**
 * A member's friends, most recent friendship first (`limit + 1` rows), leaving out anyone a block
 * separates from the viewer.
 */
export function listFriends(
  db: Executor,
  viewerId: string,
  memberId: string,
  limit: number,
  after: After,
  q: string | undefined,
) {
  return db
    .select({ friendsSince: friendships.createdAt, ...personColumns(users) })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(
      and(
        eq(friendships.userId, memberId),
        afterCondition(friendships.createdAt, friendships.friendId, after),
        q ? sql`${users.searchName} like ${containsPattern(q)}` : undefined,
        sql`not ${blockedBetween(viewerId, friendships.friendId)}`,
      ),
    )
    .orderBy(desc(friendships.createdAt), desc(friendships.friendId))
    .limit(limit + 1);
}

export function listBlocks(db: Executor, me: string, limit: number, after: After) {
  return db
    .select({ blockedAt: blocks.createdAt, ...personColumns(users) })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, me), afterCondition(blocks.createdAt, blocks.blockedId, after)))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit + 1);
}

/** Position in the suggestion order; `createdAt` is ISO text with microseconds, the column's full precision. */
export type SuggestionAfter = { mutual: number; sameCountry: boolean; createdAt: string; id: string } | null;
export type SuggestionRow = PersonRow & { mutual: number; sameCountry: boolean; createdAtText: string };

/**
 * People `me` may know, ordered by (mutual friends desc, same country desc, newest member, id desc),
 * `limit + 1` rows. Three streams merged, each reading no more than a page from an index:
 * friends of friends (bounded by the friendships index: friends × their friends), then members of
 * the same country with no mutual friend, then everyone else, newest first. The keyset position
 * tells which streams can still contribute.
 */
export async function listSuggestions(
  db: Executor,
  me: string,
  country: string,
  limit: number,
  after: SuggestionAfter,
): Promise<SuggestionRow[]> {
  return rowsOf<SuggestionRow>(await db.execute(suggestionsQuery(me, country, limit, after)));
}

/** The SQL of {@link listSuggestions}. */
function suggestionsQuery(me: string, country: string, limit: number, after: SuggestionAfter): SQL {
  const n = limit + 1;
  // Requests, blocks and dismissals of one member are few: checked against each candidate.
  const notExcluded = (candidate: SQL) => sql`${candidate} <> ${me}
    and not exists (select 1 from ${friendRequests} r where r.sender_id = ${me} and r.receiver_id = ${candidate})
    and not exists (select 1 from ${friendRequests} r where r.sender_id = ${candidate} and r.receiver_id = ${me})
    and not exists (select 1 from ${blocks} b where b.blocker_id = ${me} and b.blocked_id = ${candidate})
    and not exists (select 1 from ${blocks} b where b.blocker_id = ${candidate} and b.blocked_id = ${me})
    and not exists (select 1 from ${suggestionDismissals} d where d.user_id = ${me} and d.dismissed_id = ${candidate})`;
  // The later streams probe each candidate of their page through primary keys (a friend of mine?
  // one of their friends among mine?), so they cost the same however many friends of friends the
  // first stream had. `offset 0` keeps the planner from turning these probes into one anti-join
  // over every friendship of the site, which it does when it misjudges the row counts.
  const notFriendNorFriendOfFriend = sql`not exists (select 1 from ${friendships} x
      where x.user_id = ${me} and x.friend_id = u.id offset 0)
    and not exists (select 1 from ${friendships} cf join ${friendships} mf on mf.user_id = ${me} and mf.friend_id = cf.friend_id
      where cf.user_id = u.id offset 0)`;
  // An account whose email was never confirmed may be someone's typo or a throwaway: never suggested.
  const verified = (member: SQL) => sql`${member}.email_verified_at is not null`;
  const newerThan = (position: { createdAt: string; id: string }) =>
    sql`u.created_at <= ${position.createdAt}::timestamptz
      and (u.created_at < ${position.createdAt}::timestamptz or u.id < ${position.id}::uuid)`;

  // Which streams still have rows after the position, and from where.
  const tier1 =
    after === null
      ? sql`true`
      : after.mutual > 0
        ? sql`(eligible.mutual, u.country = ${country}, u.created_at, u.id) < (${after.mutual}::int, ${after.sameCountry}::boolean, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : sql`false`;
  // Fewer mutual friends than the position's are all still to come; the position's own count
  // needs the full order (country, age) to tell which are.
  const upTo = after === null ? sql`true` : sql`eligible.mutual <= ${after.mutual}`;
  const below = after === null ? sql`true` : sql`eligible.mutual < ${after.mutual}`;
  const tier2 =
    after === null || after.mutual > 0 ? sql`true` : after.sameCountry ? newerThan(after) : sql`false`;
  const tier3 = after === null || after.mutual > 0 || after.sameCountry ? sql`true` : newerThan(after);

  return sql`
    with fof as (
      -- Friends of my friends with how many of my friends each has, minus my own friends: one hash
      -- aggregate over the friendships index (my friends join it flagged, and drop out).
      select c.id, count(*)::int as mutual
      from (
        select f.friend_id as id, false as mine
        from ${friendships} m join ${friendships} f on f.user_id = m.friend_id
        where m.user_id = ${me} and f.friend_id <> ${me}
        union all
        select x.friend_id, true from ${friendships} x where x.user_id = ${me}
      ) c
      group by c.id
      having not bool_or(c.mine)
    ),
    eligible as (select fof.id, fof.mutual from fof where ${notExcluded(sql`fof.id`)}
      and exists (select 1 from ${users} v where v.id = fof.id and ${verified(sql`v`)})),
    -- A page cannot reach below the n-th highest count still to come: only candidates at or above
    -- it are looked up in users (for country and age), not every friend of a friend.
    floor as (
      select coalesce((select eligible.mutual from eligible where ${below}
        order by eligible.mutual desc offset ${limit} limit 1), 0) as mutual
    ),
    ranked as (
      (select u.id, eligible.mutual, u.country = ${country} as "sameCountry", u.created_at
        from eligible join ${users} u on u.id = eligible.id
        where ${upTo} and eligible.mutual >= (select floor.mutual from floor) and ${tier1}
        order by eligible.mutual desc, u.country = ${country} desc, u.created_at desc, u.id desc
        limit ${n})
      union all
      (select u.id, 0, true, u.created_at
        from ${users} u
        where u.country = ${country} and ${tier2} and ${verified(sql`u`)}
          and ${notFriendNorFriendOfFriend} and ${notExcluded(sql`u.id`)}
        order by u.created_at desc, u.id desc
        limit ${n})
      union all
      (select u.id, 0, false, u.created_at
        from ${users} u
        where u.country <> ${country} and ${tier3} and ${verified(sql`u`)}
          and ${notFriendNorFriendOfFriend} and ${notExcluded(sql`u.id`)}
        order by u.created_at desc, u.id desc
        limit ${n})
    )
    select u.id, u.username, u.first_name as "firstName", u.last_name as "lastName", u.avatar_url as "avatarUrl",
      ranked.mutual, ranked."sameCountry", to_char(ranked.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAtText"
    from ranked join ${users} u on u.id = ranked.id
    order by ranked.mutual desc, ranked."sameCountry" desc, ranked.created_at desc, ranked.id desc
    limit ${n}`;
}
