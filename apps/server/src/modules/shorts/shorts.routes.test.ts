import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Method } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { mediaObjects } from '../media/media.tables';
import { shorts } from './shorts.tables';
import { shortsFixtures, UNKNOWN_ID } from './shorts.test-support';

const ctx = useTestApp();
const f = shortsFixtures(ctx);

function fields(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

// A subscriber that fails inside the short's transaction, on demand: the create rolls back.
let failPublish = false;
let subscribed = false;
function failNextPublish() {
  if (!subscribed) {
    subscribed = true;
    ctx.built.platform.events.inTransaction('shorts.published', () => {
      if (!failPublish) return;
      failPublish = false;
      throw new Error('refused by a subscriber');
    });
  }
  failPublish = true;
}
afterEach(() => {
  failPublish = false;
});

describe('POST /api/shorts', () => {
  it('posts a ready video with its caption, hashtags and mentions, and answers the whole card', async () => {
    const author = await f.member();
    const named = await f.member({ firstName: 'Nadia', lastName: 'Named' });
    const mediaId = await f.readyVideo(author);
    const res = await f.call('POST', '/api/shorts', author, {
      mediaId,
      caption: `  Sunset run with @${named.username.toUpperCase()}. #Été #running #2024 @nobody_here  `,
      altText: ' A runner at sunset ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const short = res.json();
    expect(short).toEqual({
      id: expect.any(String),
      author: { id: author.id, username: author.username, displayName: 'Test Person', avatarUrl: null },
      media: expect.objectContaining({ id: mediaId, status: 'ready', purpose: 'short-video' }),
      caption: `Sunset run with @${named.username.toUpperCase()}. #Été #running #2024 @nobody_here`,
      altText: 'A runner at sunset',
      hashtags: ['ete', 'running'],
      mentions: [{ id: named.id, username: named.username, displayName: 'Nadia Named', avatarUrl: null }],
      createdAt: ctx.clock.now().toISOString(),
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      shareCount: 0,
      saveCount: 0,
      liked: false,
      saved: false,
      following: false,
      remixOf: null,
      remixCount: 0,
      mine: true,
    });
    expect(short.media.video.sources[0].url).toBe(`/files/videos/${mediaId}-360p.mp4`);
    const read = await f.call('GET', `/api/shorts/${short.id}`, named);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...short, mine: false });
  });

  it('publishes shorts.published with the mentioned members a block does not separate from the author', async () => {
    const author = await f.member();
    const friend = await f.member();
    const blocked = await f.member();
    await f.block(author, blocked);
    const seen: unknown[] = [];
    ctx.built.platform.events.afterCommit('shorts.published', (event) => void seen.push(event));
    const short = await f.short(author, {
      caption: `@${friend.username} @${blocked.username} @${author.username}`,
    });
    expect(seen).toContainEqual({ shortId: short.id, authorId: author.id, mentionIds: [friend.id] });
  });

  it('answers a repeat of the same clientKey with the first short, and stores one', async () => {
    const author = await f.member();
    const clientKey = randomUUID();
    const first = await f.short(author, { caption: 'once', clientKey });
    const again = await f.call('POST', '/api/shorts', author, {
      mediaId: await f.readyVideo(author),
      caption: 'twice',
      clientKey,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    expect(await f.db().select().from(shorts).where(eq(shorts.authorId, author.id))).toHaveLength(1);
  });

  it('refuses a video that is someone else’s, not ready, of another purpose, or already in a short (422)', async () => {
    const author = await f.member();
    const other = await f.member();
    const theirs = await f.readyVideo(other);
    const processing = await f.readyVideo(author);
    await f.db().update(mediaObjects).set({ status: 'processing' }).where(eq(mediaObjects.id, processing));
    const story = await f.readyVideo(author);
    await f.db().update(mediaObjects).set({ purpose: 'story-video' }).where(eq(mediaObjects.id, story));
    for (const mediaId of [theirs, processing, story, UNKNOWN_ID]) {
      const res = await f.call('POST', '/api/shorts', author, { mediaId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'mediaId', code: 'media_not_usable' });
    }
    const used = await f.short(author);
    const reused = await f.call('POST', '/api/shorts', author, { mediaId: used.media.id });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ field: 'mediaId', code: 'media_in_use' });
  });

  it('answers 422 for a missing video, a long caption or alt text, an unknown field, a bad remixOf', async () => {
    const author = await f.member();
    const mediaId = await f.readyVideo(author);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'mediaId'],
      [{ mediaId: 'nope' }, 'mediaId'],
      [{ mediaId, caption: 'x'.repeat(2201) }, 'caption'],
      [{ mediaId, altText: 'x'.repeat(501) }, 'altText'],
      [{ mediaId, remixOf: 'nope' }, 'remixOf'],
      [{ mediaId, remixOf: UNKNOWN_ID }, 'remixOf'],
    ];
    for (const [payload, field] of cases) {
      const res = await f.call('POST', '/api/shorts', author, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(fields(res.json())).toContain(field);
    }
    const unknown = await f.call('POST', '/api/shorts', author, { mediaId, audience: 'public' });
    expect(unknown.statusCode).toBe(422);
  });

  it('keeps nothing when a subscriber of shorts.published fails inside the transaction', async () => {
    const author = await f.member();
    failNextPublish();
    const res = await f.call('POST', '/api/shorts', author, { mediaId: await f.readyVideo(author) });
    expect(res.statusCode).toBe(500);
    expect(await f.db().select().from(shorts).where(eq(shorts.authorId, author.id))).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const res = await f.call('POST', '/api/shorts', undefined, { mediaId: UNKNOWN_ID });
    expect(res.statusCode).toBe(401);
    expect((await f.call('GET', '/api/shorts')).statusCode).toBe(401);
    expect((await f.call('GET', `/api/shorts/${UNKNOWN_ID}`)).statusCode).toBe(401);
  });
});

describe('GET /api/shorts/:shortId', () => {
  it('answers 404 for an unknown short and for one a block hides, either way', async () => {
    const author = await f.member();
    const blocker = await f.member();
    const blocked = await f.member();
    const short = await f.short(author);
    await f.block(blocker, author);
    await f.block(author, blocked);
    for (const who of [blocker, blocked]) {
      const res = await f.call('GET', `/api/shorts/${short.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SHORT_NOT_FOUND');
    }
    expect((await f.call('GET', `/api/shorts/${UNKNOWN_ID}`, author)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/shorts/not-an-id', author)).statusCode).toBe(422);
  });
});

describe('DELETE /api/shorts/:shortId', () => {
  it('deletes the author’s own short with its video file; 403 for others, 404 when hidden', async () => {
    const author = await f.member();
    const other = await f.member();
    const blocked = await f.member();
    await f.block(author, blocked);
    const short = await f.short(author);
    await f.call('PUT', `/api/shorts/${short.id}/like`, other);

    const foreign = await f.call('DELETE', `/api/shorts/${short.id}`, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('SHORT_NOT_AUTHOR');
    expect((await f.call('DELETE', `/api/shorts/${short.id}`, blocked)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/shorts/${short.id}`)).statusCode).toBe(401);

    const res = await f.call('DELETE', `/api/shorts/${short.id}`, author);
    expect(res.statusCode).toBe(204);
    expect((await f.call('GET', `/api/shorts/${short.id}`, author)).statusCode).toBe(404);
    expect(await f.db().select().from(mediaObjects).where(eq(mediaObjects.id, short.media.id))).toHaveLength(
      0,
    );
    expect((await f.call('DELETE', `/api/shorts/${short.id}`, author)).statusCode).toBe(404);
  });

  it('takes a deleted remix off its original’s remix count and list', async () => {
    const author = await f.member();
    const remixer = await f.member();
    const original = await f.short(author);
    const remix = await f.short(remixer, { remixOf: original.id });
    expect((await f.call('GET', `/api/shorts/${original.id}`, author)).json().remixCount).toBe(1);
    expect((await f.call('DELETE', `/api/shorts/${remix.id}`, remixer)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/shorts/${original.id}`, author)).json().remixCount).toBe(0);
  });
});

describe('likes, saves and shares', () => {
  it('likes and saves idempotently, keeps the counters, never below zero, and lists saved shorts', async () => {
    const author = await f.member();
    const fan = await f.member();
    const first = await f.short(author);
    const second = await f.short(author);
    const liked = await f.call('PUT', `/api/shorts/${first.id}/like`, fan);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ liked: true, likeCount: 1, saved: false, saveCount: 0, shareCount: 0 });
    expect((await f.call('PUT', `/api/shorts/${first.id}/like`, fan)).json().likeCount).toBe(1);
    expect((await f.call('DELETE', `/api/shorts/${first.id}/like`, fan)).json()).toMatchObject({
      liked: false,
      likeCount: 0,
    });
    expect((await f.call('DELETE', `/api/shorts/${first.id}/like`, fan)).json().likeCount).toBe(0);

    await f.call('PUT', `/api/shorts/${first.id}/save`, fan);
    ctx.clock.advance(1000);
    const saved = await f.call('PUT', `/api/shorts/${second.id}/save`, fan);
    expect(saved.json()).toMatchObject({ saved: true, saveCount: 1 });
    expect((await f.call('PUT', `/api/shorts/${second.id}/save`, fan)).json().saveCount).toBe(1);
    const page = await f.call('GET', '/api/shorts/saved?limit=1', fan);
    expect(page.json().items.map((s: { id: string }) => s.id)).toEqual([second.id]);
    const next = await f.call('GET', `/api/shorts/saved?limit=1&cursor=${page.json().nextCursor}`, fan);
    expect(next.json()).toMatchObject({ items: [{ id: first.id, saved: true }], nextCursor: null });
    expect((await f.call('DELETE', `/api/shorts/${first.id}/save`, fan)).json()).toMatchObject({
      saved: false,
      saveCount: 0,
    });
    expect((await f.call('GET', '/api/shorts/saved', fan)).json().items).toHaveLength(1);
  });

  it('counts shares and publishes shorts.liked once per new like', async () => {
    const author = await f.member();
    const fan = await f.member();
    const short = await f.short(author);
    const seen: unknown[] = [];
    ctx.built.platform.events.afterCommit('shorts.liked', (event) => void seen.push(event));
    await f.call('PUT', `/api/shorts/${short.id}/like`, fan);
    await f.call('PUT', `/api/shorts/${short.id}/like`, fan);
    expect(seen.filter((event) => (event as { shortId: string }).shortId === short.id)).toEqual([
      { shortId: short.id, authorId: author.id, likerId: fan.id },
    ]);
    await f.call('POST', `/api/shorts/${short.id}/shares`, fan);
    const shared = await f.call('POST', `/api/shorts/${short.id}/shares`, fan);
    expect(shared.json()).toMatchObject({ shareCount: 2, liked: true, likeCount: 1 });
  });

  it('publishes shorts.unliked once per like taken back, and shorts.deleted with the short', async () => {
    const author = await f.member();
    const fan = await f.member();
    const short = await f.short(author);
    const seen: Array<{ name: string; shortId: string }> = [];
    const bus = ctx.built.platform.events;
    bus.afterCommit('shorts.unliked', (event) => void seen.push({ name: 'unliked', ...event }));
    bus.afterCommit('shorts.deleted', (event) => void seen.push({ name: 'deleted', ...event }));
    await f.call('PUT', `/api/shorts/${short.id}/like`, fan);
    await f.call('DELETE', `/api/shorts/${short.id}/like`, fan);
    await f.call('DELETE', `/api/shorts/${short.id}/like`, fan);
    expect((await f.call('DELETE', `/api/shorts/${short.id}`, author)).statusCode).toBe(204);
    expect(seen.filter((event) => event.shortId === short.id)).toEqual([
      { name: 'unliked', shortId: short.id, authorId: author.id, likerId: fan.id },
      { name: 'deleted', shortId: short.id, authorId: author.id },
    ]);
  });

  it('answers 404 when a block hides the short, 422 for a bad id and 401 without a token', async () => {
    const author = await f.member();
    const blocked = await f.member();
    const short = await f.short(author);
    await f.block(blocked, author);
    for (const [method, path] of [
      ['PUT', 'like'],
      ['DELETE', 'like'],
      ['PUT', 'save'],
      ['DELETE', 'save'],
      ['POST', 'shares'],
    ] as const) {
      expect((await f.call(method, `/api/shorts/${short.id}/${path}`, blocked)).statusCode).toBe(404);
      expect((await f.call(method, `/api/shorts/${UNKNOWN_ID}/${path}`, author)).statusCode).toBe(404);
      expect((await f.call(method, `/api/shorts/nope/${path}`, author)).statusCode).toBe(422);
      expect((await f.call(method, `/api/shorts/${short.id}/${path}`)).statusCode).toBe(401);
    }
  });

  it('a block deletes the likes, saves and comments each left on the other’s shorts', async () => {
    const author = await f.member();
    const fan = await f.member();
    const short = await f.short(author);
    const theirs = await f.short(fan);
    await f.call('PUT', `/api/shorts/${short.id}/like`, fan);
    await f.call('PUT', `/api/shorts/${short.id}/save`, fan);
    await f.call('POST', `/api/shorts/${short.id}/comments`, fan, { body: 'Nice' });
    await f.call('PUT', `/api/shorts/${theirs.id}/like`, author);
    const blocked = await f.call('POST', `/api/blocks/${fan.id}`, author);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const [row] = await f.db().select().from(shorts).where(eq(shorts.id, short.id));
    expect(row).toMatchObject({ likeCount: 0, saveCount: 0, commentCount: 0 });
    const [other] = await f.db().select().from(shorts).where(eq(shorts.id, theirs.id));
    expect(other?.likeCount).toBe(0);
  });
});

describe('GET /api/users/:userId/shorts and /api/shorts/:shortId/remixes', () => {
  it('lists a creator’s shorts newest first, page by page; 404 for an unknown or blocked member', async () => {
    const author = await f.member();
    const viewer = await f.member();
    const blocked = await f.member();
    await f.block(author, blocked);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(await f.short(author, { caption: `#${i}` }));
      ctx.clock.advance(1000);
    }
    const page = await f.call('GET', `/api/users/${author.id}/shorts?limit=2`, viewer);
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((s: { id: string }) => s.id)).toEqual([made[2]?.id, made[1]?.id]);
    const next = await f.call(
      'GET',
      `/api/users/${author.id}/shorts?limit=2&cursor=${page.json().nextCursor}`,
      viewer,
    );
    expect(next.json()).toMatchObject({ items: [{ id: made[0]?.id }], nextCursor: null });
    expect((await f.call('GET', `/api/users/${author.id}/shorts`, blocked)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/users/${UNKNOWN_ID}/shorts`, viewer)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/users/${author.id}/shorts?limit=101`, viewer)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/users/${author.id}/shorts?cursor=bad`, viewer)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/users/${author.id}/shorts`)).statusCode).toBe(401);
  });

  it('lists the remixes of a sound (a remix of a remix counts for the first short), hidden ones left out', async () => {
    const author = await f.member();
    const remixer = await f.member();
    const third = await f.member();
    const blocked = await f.member();
    await f.block(remixer, blocked);
    const original = await f.short(author);
    const remix = await f.short(remixer, { remixOf: original.id });
    // The sound is laid by a job (short-remix.routes.test); these videos have no files, so it is
    // marked by hand once the job has given up.
    await ctx.built.settle();
    await f.db().update(shorts).set({ sound: 'borrowed' }).where(eq(shorts.id, remix.id));
    ctx.clock.advance(1000);
    const second = await f.short(third, { remixOf: remix.id });
    expect(second.remixOf).toEqual({ id: original.id, author: expect.objectContaining({ id: author.id }) });
    expect(second.media).toMatchObject({ status: 'processing', video: null, url: null });
    const ids = async (who: typeof author) =>
      (await f.call('GET', `/api/shorts/${original.id}/remixes`, who))
        .json()
        .items.map((s: { id: string }) => s.id);

    // Its job may already be running: it is held as still waiting for its sound, whatever the timing.
    await ctx.built.settle();
    await f.db().update(shorts).set({ sound: 'pending' }).where(eq(shorts.id, second.id));
    // Only its author sees a remix still waiting for its sound in lists.
    expect(await ids(author)).toEqual([remix.id]);
    expect(await ids(third)).toEqual([second.id, remix.id]);
    // Its job gave up (no files here): it keeps its own sound and shows to all.
    await f.db().update(shorts).set({ sound: 'own' }).where(eq(shorts.id, second.id));
    expect(await ids(author)).toEqual([second.id, remix.id]);
    expect(await ids(blocked)).toEqual([second.id]);
    expect((await f.call('GET', `/api/shorts/${original.id}`, author)).json().remixCount).toBe(2);
    expect((await f.call('GET', `/api/shorts/${remix.id}/remixes`, blocked)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${UNKNOWN_ID}/remixes`, author)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${original.id}/remixes`)).statusCode).toBe(401);
  });
});

describe('malformed input and anonymous calls', () => {
  it('answers 422 for a malformed id, limit or cursor, and 401 without a token, on every short call', async () => {
    const member = await f.member();
    const short = await f.short(member);
    const paths: Array<[Method, string]> = [
      ['GET', '/api/shorts/saved?limit=0'],
      ['GET', '/api/shorts/saved?cursor=nope'],
      ['GET', '/api/shorts/nope'],
      ['DELETE', '/api/shorts/nope'],
      ['GET', '/api/shorts/nope/remixes'],
      ['GET', `/api/shorts/${short.id}/remixes?cursor=nope`],
      ['GET', '/api/shorts/nope/analytics'],
      ['GET', '/api/shorts/nope/comments'],
      ['GET', '/api/users/nope/shorts'],
    ];
    for (const [method, path] of paths) {
      expect((await f.call(method, path, member)).statusCode, `${method} ${path}`).toBe(422);
      expect((await f.call(method, path)).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
