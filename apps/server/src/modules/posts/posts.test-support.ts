import type { Post } from '@betogether/contracts/posts/posts.schemas';
import sharp from 'sharp';
import { expect } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { blocks, follows, friendships } from '../friends/friends.tables';

export type Member = Awaited<ReturnType<typeof signedInAccount>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Shared set-up of the posts, comments and feed tests: members, links written to the tables, calls. */
export function postsFixtures(ctx: TestContext) {
  const db = () => ctx.built.database.db;

  const member = () => signedInAccount(ctx);

  /** Rows of a raw SQL query (to check what the API stored). */
  async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
    return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
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

  async function follow(follower: { id: string }, followee: { id: string }) {
    await db()
      .insert(follows)
      .values({ followerId: follower.id, followeeId: followee.id, createdAt: ctx.clock.now() });
  }

  async function block(blocker: { id: string }, blocked: { id: string }) {
    await db()
      .insert(blocks)
      .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: ctx.clock.now() });
  }

  function call(method: Method, url: string, who?: { headers: Record<string, string> }, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  /** Publishes a post through the API and answers it (201 expected). */
  async function post(who: Member, payload: Record<string, unknown>): Promise<Post> {
    const res = await call('POST', '/api/posts', who, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A ready `post-media` picture of this member, uploaded in one request and processed. */
  async function picture(who: Member, color = '#3A7BD5'): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media?purpose=post-media',
      headers: { ...who.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.built.jobs.drain();
    return res.json().id;
  }

  async function notificationsOf(who: Member) {
    const res = await call('GET', '/api/notifications', who);
    expect(res.statusCode).toBe(200);
    return res.json().user as Array<{
      type: string;
      postId: string | null;
      commentId: string | null;
      actorCount: number;
    }>;
  }

  return { db, rows, member, befriend, follow, block, call, post, picture, notificationsOf };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
