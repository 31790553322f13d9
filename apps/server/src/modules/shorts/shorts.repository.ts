import { and, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { blockedBetween } from '../friends/friends.read';
import { follows } from '../friends/friends.tables';
import { mediaObjects } from '../media/media.tables';
import { type PersonRow, personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { shortLikes, shortMentions, shortSaves, shorts } from './shorts.tables';

export type ShortRow = typeof shorts.$inferSelect;
export type NewShortRow = typeof shorts.$inferInsert;
/** A keyset position of the lists ordered by (time desc, id desc). */
export type TimeKey = { createdAt: Date; id: string };

/** Nobody a block separates from the viewer: the one rule of who sees a short (shorts are public). */
export const seenBy = (viewerId: string | SQL, authorId: SQL | AnyPgColumn = shorts.authorId) =>
  not(blockedBetween(viewerId, authorId));

/** A remix waiting for its sound shows only to its author in lists (its video says processing). */
const listedFor = (viewerId: string) => or(sql`${shorts.sound} <> 'pending'`, eq(shorts.authorId, viewerId));

const before = (column: SQL, after: TimeKey | null) =>
  after ? sql`${column} < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;

/** The short when the viewer may see it; undefined when it does not exist or a block hides it (404). */
export async function findVisibleShort(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<ShortRow | undefined> {
  const [row] = await db
    .select()
    .from(shorts)
    .where(and(eq(shorts.id, id), seenBy(viewerId)))
    .limit(1);
  return row;
}

export async function findByClientKey(db: Executor, authorId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(shorts)
    .where(and(eq(shorts.authorId, authorId), eq(shorts.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function insertShort(tx: Executor, values: NewShortRow): Promise<ShortRow> {
  const [row] = await tx.insert(shorts).values(values).returning();
  if (!row) throw new Error('short insert returned nothing');
  return row;
}

export async function deleteShort(tx: Executor, id: string): Promise<void> {
  await tx.delete(shorts).where(eq(shorts.id, id));
}

export async function adjustRemixCount(tx: Executor, id: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(shorts)
    .set({ remixCount: sql`greatest(${shorts.remixCount} + ${delta}, 0)` })
    .where(eq(shorts.id, id));
}

/** Members with these usernames (lower-cased), through the case-insensitive unique index. */
export async function usersByUsernames(db: Executor, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
}

export async function insertMentions(tx: Executor, shortId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(shortMentions).values(userIds.map((userId) => ({ shortId, userId })));
}

/** Of these members, those no block separates from `authorId`. */
export async function unblockedAmong(db: Executor, authorId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), not(blockedBetween(users.id, authorId))));
  return rows.map((row) => row.id);
}

/** Whether the member exists, and whether a block separates them from the viewer. */
export async function memberRelation(db: Executor, viewerId: string, memberId: string) {
  const [row] = await db
    .select({ blocked: sql<boolean>`${blockedBetween(viewerId, users.id)}` })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  return { exists: row !== undefined, blocked: row?.blocked === true };
}

// Cards

const remixed = alias(shorts, 'remixed');
const remixedAuthor = alias(users, 'remixed_author');
const mentioned = alias(users, 'mentioned');

const viewerParam = sql`${sql.placeholder('viewer')}::uuid`;

/**
 * Everything a short card shows for the ids given, in one statement prepared once: author, video,
 * the viewer's like, save and follow, the remixed short's author (unless a block hides it) and
 * the mentions. Shorts a block hides are left out.
 */
export function preparedShortCards(db: Db) {
  const query = db
    .select({
      short: shorts,
      author: personColumns(users),
      media: mediaObjects,
      liked: sql<boolean>`exists (select 1 from ${shortLikes} where ${shortLikes.shortId} = ${shorts.id} and ${shortLikes.userId} = ${viewerParam})`,
      saved: sql<boolean>`exists (select 1 from ${shortSaves} where ${shortSaves.shortId} = ${shorts.id} and ${shortSaves.userId} = ${viewerParam})`,
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerParam} and ${follows.followeeId} = ${shorts.authorId})`,
      remixedId: remixed.id,
      remixedAuthor: personColumns(remixedAuthor),
      mentions: sql<PersonRow[]>`coalesce((
        select json_agg(json_build_object('id', ${mentioned.id}, 'username', ${mentioned.username},
          'firstName', ${mentioned.firstName}, 'lastName', ${mentioned.lastName}, 'avatarUrl', ${mentioned.avatarUrl})
          order by ${mentioned.username})
        from ${shortMentions} join ${users} ${mentioned} on ${mentioned.id} = ${shortMentions.userId}
        where ${shortMentions.shortId} = ${shorts.id}), '[]'::json)`,
    })
    .from(shorts)
    .innerJoin(users, eq(users.id, shorts.authorId))
    .innerJoin(mediaObjects, eq(mediaObjects.id, shorts.mediaId))
    .leftJoin(remixed, and(eq(remixed.id, shorts.remixOfId), seenBy(viewerParam, remixed.authorId)))
    .leftJoin(remixedAuthor, eq(remixedAuthor.id, remixed.authorId))
    .where(and(sql`${shorts.id} = any(${sql.placeholder('ids')}::uuid[])`, seenBy(viewerParam)))
    .prepare('short_cards');
  return (viewerId: string, ids: readonly string[]) => query.execute({ viewer: viewerId, ids: [...ids] });
}

export type ShortCardRow = Awaited<ReturnType<ReturnType<typeof preparedShortCards>>>[number];

// Lists: each answers (createdAt, id) keys, newest first, one more than the page.

/** Before every short: the position of a first page. */
const TOP = { afterAt: 'infinity', afterId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/**
 * Shorts of the people the viewer follows, newest first, prepared once: a page of each followee
 * from shorts_author_recent_idx (read backwards), then the newest of those.
 */
export function preparedFollowing(db: Db) {
  const after = sql`(${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
  const rows = sql`${sql.placeholder('rows')}::int`;
  const query = db
    .select({ id: sql<string>`page.id`, createdAt: sql<Date | string>`page.created_at` })
    .from(
      sql`(select s.id, s.created_at from ${follows} f cross join lateral (
          select id, created_at from ${shorts}
          where author_id = f.followee_id and sound <> 'pending' and (created_at, id) < ${after}
          order by created_at desc, id desc limit ${rows}) s
        where f.follower_id = ${viewerParam} and not ${blockedBetween(viewerParam, sql`f.followee_id`)}) page`,
    )
    .orderBy(sql`page.created_at desc, page.id desc`)
    .limit(sql.placeholder('rows'))
    .prepare('shorts_following');
  return async (viewerId: string, limit: number, position: TimeKey | null): Promise<TimeKey[]> => {
    const found = await query.execute({
      viewer: viewerId,
      rows: limit + 1,
      ...(position ? { afterAt: position.createdAt.toISOString(), afterId: position.id } : TOP),
    });
    return found.map((row) => ({ id: row.id, createdAt: new Date(row.createdAt) }));
  };
}

/** A creator's shorts, newest first (the grid). */
export async function memberPage(
  db: Executor,
  viewerId: string,
  memberId: string,
  limit: number,
  after: TimeKey | null,
) {
  return db
    .select({ id: shorts.id, createdAt: shorts.createdAt })
    .from(shorts)
    .where(
      and(
        eq(shorts.authorId, memberId),
        before(sql`(${shorts.createdAt}, ${shorts.id})`, after),
        listedFor(viewerId),
      ),
    )
    .orderBy(desc(shorts.createdAt), desc(shorts.id))
    .limit(limit + 1);
}

/** The shorts that use this short's sound, newest first. */
export async function remixPage(
  db: Executor,
  viewerId: string,
  shortId: string,
  limit: number,
  after: TimeKey | null,
) {
  return db
    .select({ id: shorts.id, createdAt: shorts.createdAt })
    .from(shorts)
    .where(
      and(
        eq(shorts.remixOfId, shortId),
        before(sql`(${shorts.createdAt}, ${shorts.id})`, after),
        listedFor(viewerId),
        seenBy(viewerId),
      ),
    )
    .orderBy(desc(shorts.createdAt), desc(shorts.id))
    .limit(limit + 1);
}

/** The viewer's saved shorts they may still see, newest saved first (keyed by the save's time). */
export async function savedPage(db: Executor, viewerId: string, limit: number, after: TimeKey | null) {
  return db
    .select({ id: shortSaves.shortId, createdAt: shortSaves.createdAt })
    .from(shortSaves)
    .innerJoin(shorts, eq(shorts.id, shortSaves.shortId))
    .where(
      and(
        eq(shortSaves.userId, viewerId),
        before(sql`(${shortSaves.createdAt}, ${shortSaves.shortId})`, after),
        listedFor(viewerId),
        seenBy(viewerId),
      ),
    )
    .orderBy(desc(shortSaves.createdAt), desc(shortSaves.shortId))
    .limit(limit + 1);
}
