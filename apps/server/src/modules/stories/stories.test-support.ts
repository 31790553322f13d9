import type { Story } from '@betogether/contracts/stories/stories.schemas';
import sharp from 'sharp';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows';
import { type Member, type Method, socialFixtures } from '../../test/social';
import type { TestContext } from '../../test/test-app';

export { type Member, UNKNOWN_ID } from '../../test/social';

export const HOUR_MS = 3_600_000;

/**
 * Set-up of the stories tests: the social fixtures (members, links written to the friends tables),
 * calls made as a member, stories and their pictures through the API.
 */
export function storiesFixtures(ctx: TestContext) {
  const social = socialFixtures(ctx);

  /** Rows of a raw SQL query (to check what the API stored). */
  async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
    return rowsOf<T>(await social.db().execute(query));
  }

  function call(method: Method, url: string, who?: { headers: Record<string, string> }, payload?: object) {
    return social.call(method, url, who?.headers, payload);
  }

  /** Posts a story through the API and answers it (201 expected); a text story unless told. */
  async function story(who: Member, payload: Record<string, unknown> = {}): Promise<Story> {
    const res = await call('POST', '/api/stories', who, {
      kind: 'text',
      text: 'Hello',
      background: 'blue',
      audience: 'public',
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A ready `story-image` picture of this member, uploaded in one request and processed. */
  async function picture(who: Member, color = '#E4572E'): Promise<string> {
    const png = await sharp({ create: { width: 180, height: 320, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media?purpose=story-image',
      headers: { ...who.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.built.settle();
    return res.json().id;
  }

  /** The ids of the authors in the member's tray, in order. */
  async function trayOf(who: Member): Promise<string[]> {
    const res = await call('GET', '/api/stories/tray', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((item: { author: { id: string } }) => item.author.id);
  }

  async function notificationsOf(who: Member) {
    const res = await call('GET', '/api/notifications', who);
    expect(res.statusCode).toBe(200);
    return res.json().user as Array<Record<string, unknown>>;
  }

  return { ...social, rows, call, story, picture, trayOf, notificationsOf };
}
