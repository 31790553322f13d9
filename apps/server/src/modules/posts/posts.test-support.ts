import type { Post } from '@betogether/contracts/posts/posts.schemas';
import sharp from 'sharp';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows';
import { type Member, type Method, socialFixtures } from '../../test/social';
import type { TestContext } from '../../test/test-app';

export { type Member, UNKNOWN_ID } from '../../test/social';

/**
 * Set-up of the posts, comments and feed tests: the social fixtures (members, links written to
 * the tables), calls made as a member, posts and pictures through the API.
 */
export function postsFixtures(ctx: TestContext) {
  const social = socialFixtures(ctx);

  /** Rows of a raw SQL query (to check what the API stored). */
  async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
    return rowsOf<T>(await social.db().execute(query));
  }

  function call(method: Method, url: string, who?: { headers: Record<string, string> }, payload?: object) {
    return social.call(method, url, who?.headers, payload);
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
    await ctx.built.settle();
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

  return { ...social, rows, call, post, picture, notificationsOf };
}
