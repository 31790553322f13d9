import { eq } from 'drizzle-orm';
import { createAccount, signedInAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { users } from '../users/users.tables';
import { blocks, follows, friendRequests, friendships } from './friends.tables';

/** Shared set-up of the friends test files: people, and links written straight to the tables. */
export function friendsFixtures(ctx: TestContext) {
  const db = () => ctx.built.database.db;

  async function member(values: { firstName?: string; lastName?: string; country?: string } = {}) {
    const account = await signedInAccount(ctx);
    if (Object.keys(values).length > 0) await db().update(users).set(values).where(eq(users.id, account.id));
    return account;
  }

  /** Someone who never signs in in this test (cheaper than {@link member}). */
  async function person(values: { firstName?: string; lastName?: string; country?: string } = {}) {
    const account = await createAccount(ctx);
    if (Object.keys(values).length > 0) await db().update(users).set(values).where(eq(users.id, account.id));
    return account;
  }

  async function befriend(a: { id: string }, b: { id: string }) {
    const createdAt = ctx.clock.now();
    await db()
      .insert(friendships)
      .values([
        { userId: a.id, friendId: b.id, createdAt },
        { userId: b.id, friendId: a.id, createdAt },
      ]);
  }

  async function requestRow(sender: { id: string }, receiver: { id: string }) {
    await db()
      .insert(friendRequests)
      .values({ senderId: sender.id, receiverId: receiver.id, createdAt: ctx.clock.now() });
  }

  async function blockRow(blocker: { id: string }, blocked: { id: string }) {
    await db()
      .insert(blocks)
      .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: ctx.clock.now() });
  }

  async function followRow(follower: { id: string }, followee: { id: string }) {
    await db()
      .insert(follows)
      .values({ followerId: follower.id, followeeId: followee.id, createdAt: ctx.clock.now() });
  }

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) {
    return ctx.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
  }

  return { db, member, person, befriend, requestRow, blockRow, followRow, call };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
