import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { makeClip } from '../media/video/test-clips';
import { stories } from './stories.tables';
import { HOUR_MS, storiesFixtures, UNKNOWN_ID } from './stories.test-support';

const ctx = useTestApp();
const f = storiesFixtures(ctx);

function fields(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

describe('POST /api/stories', () => {
  it('posts a text story for 24 hours and answers the whole card', async () => {
    const ana = await f.member();
    const res = await f.call('POST', '/api/stories', ana, {
      kind: 'text',
      text: '  Off to the sea  ',
      background: 'sunset',
      caption: 'Summer',
      link: { url: 'https://example.com/trip', label: 'Our trip' },
      audience: 'friends',
    });
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json();
    const now = ctx.clock.now();
    expect(story).toEqual({
      id: expect.any(String),
      author: { id: ana.id, username: ana.username, displayName: 'Test Person', avatarUrl: null },
      kind: 'text',
      media: null,
      text: 'Off to the sea',
      background: 'sunset',
      caption: 'Summer',
      link: { url: 'https://example.com/trip', label: 'Our trip' },
      audience: 'friends',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 24 * HOUR_MS).toISOString(),
      seen: true,
      myReaction: null,
      viewerCount: 0,
      mine: true,
    });
    const read = await f.call('GET', `/api/stories/${story.id}`, ana);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(story);
  });

  it('posts a photo story whose picture comes as signed links that work for an allowed viewer', async () => {
    const ana = await f.member();
    const ben = await f.member();
    await f.befriend(ana, ben);
    const mediaId = await f.picture(ana);
    const story = await f.story(ana, { kind: 'photo', mediaId, audience: 'friends', caption: 'Look' });
    expect(story).toMatchObject({ kind: 'photo', text: null, background: null, caption: 'Look' });
    expect(story.media?.id).toBe(mediaId);

    const seen = (await f.call('GET', `/api/stories/${story.id}`, ben)).json();
    const url = seen.media.url as string;
    expect(url).toMatch(/^\/files\/images\/.+\.webp\?expires=\d+&signature=.+$/);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Story files are private: the plain address answers nothing.
    expect((await ctx.app.inject({ method: 'GET', url: url.split('?')[0] as string })).statusCode).toBe(404);
  });

  it('posts a video story: transcoded, with its poster as the tray’s still, all through signed links', async () => {
    const ana = await f.member();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-story-clip-'));
    try {
      const clip = await fs.readFile(
        await makeClip(dir, { seconds: 2, width: 180, height: 320, audio: false }),
      );
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/media?purpose=story-video',
        headers: { ...ana.headers, 'content-type': 'video/mp4' },
        payload: clip,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      await ctx.built.settle();
      const story = await f.story(ana, { kind: 'video', mediaId: upload.json().id });
      expect(story.media?.video?.durationSeconds).toBeCloseTo(2, 0);
      const source = story.media?.video?.sources[0]?.url as string;
      expect(source).toMatch(/^\/files\/videos\/.+\.mp4\?expires=\d+&signature=/);
      expect((await ctx.app.inject({ method: 'GET', url: source })).statusCode).toBe(200);
      const [item] = (await f.call('GET', '/api/stories/tray', ana)).json().items;
      expect(item.previewUrl).toBe(story.media?.video?.posterUrl);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 422 for a bad body, naming the field', async () => {
    const ana = await f.member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'text', background: 'blue', audience: 'public' }, 'text'],
      [{ kind: 'text', text: 'hi', audience: 'public' }, 'background'],
      [{ kind: 'text', text: 'hi', background: 'plaid', audience: 'public' }, 'background'],
      [{ kind: 'text', text: 'x'.repeat(251), background: 'blue', audience: 'public' }, 'text'],
      [{ kind: 'text', text: 'hi', background: 'blue', audience: 'everyone' }, 'audience'],
      [{ kind: 'text', text: 'hi', background: 'blue' }, 'audience'],
      [{ kind: 'photo', audience: 'public' }, 'mediaId'],
      [{ kind: 'text', text: 'hi', background: 'blue', audience: 'public', mediaId: UNKNOWN_ID }, 'mediaId'],
      [
        { kind: 'text', text: 'hi', background: 'blue', audience: 'public', caption: 'x'.repeat(201) },
        'caption',
      ],
      [
        {
          kind: 'text',
          text: 'hi',
          background: 'blue',
          audience: 'public',
          link: { url: 'http://a.example' },
        },
        'link.url',
      ],
      [{ kind: 'text', text: 'hi', background: 'blue', audience: 'public', clientKey: 'nope' }, 'clientKey'],
      [{ kind: 'text', text: 'hi', background: 'blue', audience: 'public', colour: 'red' }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await f.call('POST', '/api/stories', ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      if (field) expect(fields(res.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(await f.rows('select id from stories')).toEqual([]);
  });

  it('refuses a file that is not a ready story picture of the author, or is in another story', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const bens = await f.picture(ben);
    const mine = await f.picture(ana);
    for (const payload of [
      { kind: 'photo', mediaId: bens },
      { kind: 'photo', mediaId: UNKNOWN_ID },
      { kind: 'video', mediaId: mine },
    ]) {
      const res = await f.call('POST', '/api/stories', ana, { ...payload, audience: 'public' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'mediaId', code: 'media_not_usable' });
    }
    await f.story(ana, { kind: 'photo', mediaId: mine });
    const again = await f.call('POST', '/api/stories', ana, {
      kind: 'photo',
      mediaId: mine,
      audience: 'public',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ field: 'mediaId', code: 'media_in_use' });
  });

  it('answers a repeat with the same clientKey with the first story, once', async () => {
    const ana = await f.member();
    const clientKey = crypto.randomUUID();
    const first = await f.story(ana, { clientKey });
    ctx.clock.advance(60_000);
    const again = await f.story(ana, { clientKey, text: 'Changed my mind' });
    expect(again).toEqual(first);
    // Another member may use the same key: keys are per author.
    const ben = await f.member();
    const bens = await f.story(ben, { clientKey });
    expect(bens.id).not.toBe(first.id);
    expect(await f.rows('select id from stories')).toHaveLength(2);
  });
});

describe('every route', () => {
  const routes = (storyId: string, userId: string) =>
    [
      ['POST', '/api/stories', { kind: 'text', text: 'hi', background: 'blue', audience: 'public' }],
      ['GET', '/api/stories/tray'],
      ['GET', '/api/stories/archive'],
      ['GET', `/api/stories/${storyId}`],
      ['GET', `/api/users/${userId}/stories`],
      ['POST', `/api/stories/${storyId}/views`],
      ['POST', `/api/stories/${storyId}/reactions`, { emoji: '🔥' }],
      ['POST', `/api/stories/${storyId}/replies`, { text: 'Nice' }],
      ['GET', `/api/stories/${storyId}/viewers`],
      ['DELETE', `/api/stories/${storyId}`],
      ['GET', '/api/close-friends'],
      ['PUT', `/api/close-friends/${userId}`],
      ['DELETE', `/api/close-friends/${userId}`],
    ] as const;

  it('answers 401 without a token', async () => {
    const ana = await f.member();
    const story = await f.story(ana);
    for (const [method, url, payload] of routes(story.id, ana.id)) {
      const res = await f.call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 422 for an id that is not a uuid', async () => {
    const ana = await f.member();
    for (const [method, url, payload] of routes('not-a-uuid', 'not-a-uuid')) {
      if (!url.includes('not-a-uuid')) continue;
      const res = await f.call(method, url, ana, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

describe('GET /api/stories/:storyId', () => {
  it('answers 404 for an unknown story and one the viewer may not see', async () => {
    const ana = await f.member();
    const stranger = await f.member();
    const story = await f.story(ana, { audience: 'friends' });
    expect((await f.call('GET', `/api/stories/${UNKNOWN_ID}`, ana)).statusCode).toBe(404);
    const hidden = await f.call('GET', `/api/stories/${story.id}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('STORY_NOT_FOUND');
  });
});

describe('expiry', () => {
  it('returns an expired story from no route but its author’s archive, though nothing cleaned it up', async () => {
    const ana = await f.member();
    const ben = await f.member();
    await f.befriend(ana, ben);
    const story = await f.story(ana);
    ctx.clock.advance(24 * HOUR_MS - 1);
    expect((await f.call('GET', `/api/stories/${story.id}`, ben)).statusCode).toBe(200);
    expect(await f.trayOf(ben)).toEqual([ana.id]);

    ctx.clock.advance(HOUR_MS + 1);
    expect(await f.rows('select id from stories')).toHaveLength(1);
    const asBen: Array<[string, string, object?]> = [
      ['GET', `/api/stories/${story.id}`],
      ['POST', `/api/stories/${story.id}/views`],
      ['POST', `/api/stories/${story.id}/reactions`, { emoji: '❤️' }],
      ['POST', `/api/stories/${story.id}/replies`, { text: 'Too late?' }],
      // Not theirs, and no longer visible: 404 rather than 403.
      ['GET', `/api/stories/${story.id}/viewers`],
      ['DELETE', `/api/stories/${story.id}`],
    ];
    for (const [method, url, payload] of asBen) {
      const res = await f.call(method as 'GET', url, ben, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await f.trayOf(ben)).toEqual([]);
    expect(await f.trayOf(ana)).toEqual([]);
    for (const who of [ana, ben]) {
      const list = await f.call('GET', `/api/users/${ana.id}/stories`, who);
      expect(list.json().stories).toEqual([]);
    }
    const archive = await f.call('GET', '/api/stories/archive', ana);
    expect(archive.json().items.map((item: { id: string }) => item.id)).toEqual([story.id]);
    // The archive opens it for its author (and its viewers list).
    expect((await f.call('GET', `/api/stories/${story.id}`, ana)).statusCode).toBe(200);
    expect((await f.call('GET', `/api/stories/${story.id}/viewers`, ana)).statusCode).toBe(200);
  });
});

describe('GET /api/stories/tray', () => {
  it('lists the viewer first, then unseen authors newest first, then seen ones, with counts and stills', async () => {
    const me = await f.member();
    const [old, recent, seen, followed, stranger] = await Promise.all([
      f.member(),
      f.member(),
      f.member(),
      f.member(),
      f.member(),
    ]);
    for (const friend of [old, recent, seen]) await f.befriend(me, friend);
    await f.follow(me, followed);

    const first = await f.story(old);
    ctx.clock.advance(60_000);
    const second = await f.story(old);
    ctx.clock.advance(60_000);
    const seenStory = await f.story(seen, { background: 'teal' });
    ctx.clock.advance(60_000);
    const picture = await f.picture(recent);
    await f.story(recent, { kind: 'photo', mediaId: picture });
    ctx.clock.advance(60_000);
    await f.story(followed);
    await f.story(stranger);
    ctx.clock.advance(60_000);
    await f.story(me);
    await f.call('POST', `/api/stories/${seenStory.id}/views`, me);
    await f.call('POST', `/api/stories/${first.id}/views`, me);

    const res = await f.call('GET', '/api/stories/tray', me);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    // A stranger's public story is on their profile, not in the tray.
    expect(items.map((item: { author: { id: string } }) => item.author.id)).toEqual([
      me.id,
      followed.id,
      recent.id,
      old.id,
      seen.id,
    ]);
    expect(items[0]).toMatchObject({ mine: true, storyCount: 1, unseenCount: 0 });
    expect(items[3]).toMatchObject({
      mine: false,
      storyCount: 2,
      unseenCount: 1,
      firstStoryId: second.id,
      latestAt: second.createdAt,
      previewUrl: null,
      previewBackground: 'blue',
    });
    expect(items[4]).toMatchObject({ unseenCount: 0, firstStoryId: seenStory.id, previewBackground: 'teal' });
    expect(items[2].previewUrl).toMatch(/^\/files\/images\/.+-160\.webp\?expires=\d+&signature=/);
    expect(items[2].previewBackground).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: items[2].previewUrl })).statusCode).toBe(200);
  });
});

describe('GET /api/users/:userId/stories', () => {
  it('answers the author’s live stories the viewer may see, oldest first, with seen flags', async () => {
    const ana = await f.member();
    const ben = await f.member();
    await f.befriend(ana, ben);
    const one = await f.story(ana, { text: 'one' });
    ctx.clock.advance(1000);
    const two = await f.story(ana, { text: 'two', audience: 'friends' });
    ctx.clock.advance(1000);
    await f.story(ana, { text: 'three', audience: 'close_friends' });
    await f.call('POST', `/api/stories/${one.id}/views`, ben);

    const res = await f.call('GET', `/api/users/${ana.id}/stories`, ben);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.author).toMatchObject({ id: ana.id, username: ana.username });
    expect(body.stories.map((s: { id: string; seen: boolean }) => [s.id, s.seen])).toEqual([
      [one.id, true],
      [two.id, false],
    ]);
    expect(body.stories[0]).toMatchObject({ mine: false, viewerCount: null });
    const own = (await f.call('GET', `/api/users/${ana.id}/stories`, ana)).json();
    expect(own.stories).toHaveLength(3);
  });

  it('answers 404 for an unknown member', async () => {
    const ana = await f.member();
    const res = await f.call('GET', `/api/users/${UNKNOWN_ID}/stories`, ana);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('STORY_NOT_FOUND');
  });
});

describe('GET /api/stories/archive', () => {
  it('pages the author’s own stories, live and expired, newest first', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const made = [];
    for (const text of ['a', 'b', 'c']) {
      made.push((await f.story(ana, { text })).id);
      ctx.clock.advance(20 * HOUR_MS);
    }
    await f.story(ben);
    const first = (await f.call('GET', '/api/stories/archive?limit=2', ana)).json();
    expect(first.items.map((s: { id: string }) => s.id)).toEqual([made[2], made[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await f.call('GET', `/api/stories/archive?limit=2&cursor=${first.nextCursor}`, ana)).json();
    expect(next.items.map((s: { id: string }) => s.id)).toEqual([made[0]]);
    expect(next.nextCursor).toBeNull();
    expect((await f.call('GET', '/api/stories/archive', ben)).json().items).toHaveLength(1);
  });

  it('answers 422 for a bad cursor or limit', async () => {
    const ana = await f.member();
    expect((await f.call('GET', '/api/stories/archive?cursor=nope', ana)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/stories/archive?limit=0', ana)).statusCode).toBe(422);
  });
});

describe('DELETE /api/stories/:storyId', () => {
  it('deletes the author’s story and its file; others get 403 when they see it, 404 otherwise', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const stranger = await f.member();
    await f.befriend(ana, ben);
    const mediaId = await f.picture(ana);
    const story = await f.story(ana, { kind: 'photo', mediaId, audience: 'friends' });

    const notAuthor = await f.call('DELETE', `/api/stories/${story.id}`, ben);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().code).toBe('STORY_NOT_AUTHOR');
    expect((await f.call('DELETE', `/api/stories/${story.id}`, stranger)).statusCode).toBe(404);

    expect((await f.call('DELETE', `/api/stories/${story.id}`, ana)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/stories/${story.id}`, ana)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/media/${mediaId}`, ana)).statusCode).toBe(404);
    expect(await f.db().select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
    expect((await f.call('DELETE', `/api/stories/${story.id}`, ana)).statusCode).toBe(404);
  });
});
