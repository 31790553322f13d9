import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { friendsBetween } from '../friends/friends.read';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { closeFriends } from './stories.tables';

/** Serialises changes to one member's list (its size limit) across requests and processes. */
export async function lockList(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`close-friends:${userId}`}))`);
}

/**
 * The member's close friends, newest added first. Only current friends: a friendship cut while a
 * removal was on its way never shows (the list is at most CLOSE_FRIENDS_MAX long: no pages).
 */
export function listOf(db: Executor, userId: string) {
  return db
    .select(personColumns(users))
    .from(closeFriends)
    .innerJoin(users, eq(users.id, closeFriends.friendId))
    .where(and(eq(closeFriends.userId, userId), friendsBetween(userId, closeFriends.friendId)))
    .orderBy(desc(closeFriends.createdAt), desc(closeFriends.friendId));
}

export async function countOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(closeFriends)
    .where(eq(closeFriends.userId, userId));
  return row?.count ?? 0;
}

export async function areFriends(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(users)
    .where(and(eq(users.id, b), friendsBetween(a, users.id)))
    .limit(1);
  return row !== undefined;
}

export async function isOnList(db: Executor, userId: string, friendId: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(closeFriends)
    .where(and(eq(closeFriends.userId, userId), eq(closeFriends.friendId, friendId)))
    .limit(1);
  return row !== undefined;
}

/** Someone already on the list keeps their place. */
export async function add(tx: Executor, userId: string, friendId: string, now: Date): Promise<void> {
  await tx.insert(closeFriends).values({ userId, friendId, createdAt: now }).onConflictDoNothing();
}

export async function remove(db: Executor, userId: string, friendId: string): Promise<void> {
  await db
    .delete(closeFriends)
    .where(and(eq(closeFriends.userId, userId), eq(closeFriends.friendId, friendId)));
}

/** Each off the other's list, when they are no longer friends (an unfriending, a block). */
export async function removeBetweenIfNotFriends(tx: Executor, a: string, b: string): Promise<void> {
  await tx
    .delete(closeFriends)
    .where(
      and(
        or(
          and(eq(closeFriends.userId, a), eq(closeFriends.friendId, b)),
          and(eq(closeFriends.userId, b), eq(closeFriends.friendId, a)),
        ),
        sql`not ${friendsBetween(a, b)}`,
      ),
    );
}
