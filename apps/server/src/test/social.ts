import { eq } from 'drizzle-orm';
import { blocks, follows, friendRequests, friendships } from '../modules/friends/friends.tables';
import { users } from '../modules/users/users.tables';
import { createAccount, signedInAccount } from './sign-in';
import type { TestContext } from './test-app';

/** A well-formed id that no row has (404 checks). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type Member = Awaited<ReturnType<typeof signedInAccount>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Names = { firstName?: string; lastName?: string; country?: string };
type Someone = { id: string };

/**
 * Set-up shared by the social test files: members, and links between them written straight to
 * the friends tables (the tests of those rules go through the API; here they are only the
 * starting point), stamped with the test clock.
 */
export function socialFixtures(ctx: TestContext) {
  const db = () => ctx.built.database.db;

  async function named<T extends Someone>(account: T, values: Names): Promise<T> {
    if (Object.keys(values).length > 0) await db().update(users).set(values).where(eq(users.id, account.id));
    return account;
  }

  /** A signed-in member (with `headers` for the API). */
  async function member(values: Names = {}): Promise<Member> {
    return named(await signedInAccount(ctx), values);
  }

  /** Someone who never signs in in this test (cheaper than {@link member}). */
  async function person(values: Names = {}) {
    return named(await createAccount(ctx), values);
  }

  async function befriend(a: Someone, b: Someone) {
    const createdAt = ctx.clock.now();
    await db()
      .insert(friendships)
      .values([
        { userId: a.id, friendId: b.id, createdAt },
        { userId: b.id, friendId: a.id, createdAt },
      ]);
  }

  async function friendRequest(sender: Someone, receiver: Someone) {
    await db()
      .insert(friendRequests)
      .values({ senderId: sender.id, receiverId: receiver.id, createdAt: ctx.clock.now() });
  }

  async function follow(follower: Someone, followee: Someone) {
    await db()
      .insert(follows)
      .values({ followerId: follower.id, followeeId: followee.id, createdAt: ctx.clock.now() });
  }

  async function block(blocker: Someone, blocked: Someone) {
    await db()
      .insert(blocks)
      .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: ctx.clock.now() });
  }

  /** An API call, signed in when `headers` are given. */
  function call(method: Method, url: string, headers?: Record<string, string>, payload?: object) {
    return ctx.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
  }

  return { db, member, person, befriend, friendRequest, follow, block, call };
}
