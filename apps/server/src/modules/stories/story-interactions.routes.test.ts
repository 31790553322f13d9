import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { storiesFixtures, UNKNOWN_ID } from './stories.test-support';

const ctx = useTestApp();
const f = storiesFixtures(ctx);

describe('POST /api/stories/:storyId/views', () => {
  it('counts each viewer once, never the author, and marks the story seen', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const story = await f.story(ana);
    for (let i = 0; i < 2; i += 1) {
      expect((await f.call('POST', `/api/stories/${story.id}/views`, ben)).statusCode).toBe(204);
      expect((await f.call('POST', `/api/stories/${story.id}/views`, ana)).statusCode).toBe(204);
    }
    expect(await f.rows('select viewer_id from story_views')).toEqual([{ viewer_id: ben.id }]);
    expect((await f.call('GET', `/api/stories/${story.id}`, ben)).json()).toMatchObject({
      seen: true,
      viewerCount: null,
    });
    expect((await f.call('GET', `/api/stories/${story.id}`, ana)).json().viewerCount).toBe(1);
    expect((await f.call('POST', `/api/stories/${UNKNOWN_ID}/views`, ben)).statusCode).toBe(404);
  });
});

describe('GET /api/stories/:storyId/viewers', () => {
  it('lists viewers newest first in pages, with their reaction, whether they replied, and the total', async () => {
    const ana = await f.member();
    const [first, second, third] = [await f.member(), await f.member(), await f.member()];
    const story = await f.story(ana);
    await f.call('POST', `/api/stories/${story.id}/views`, first);
    ctx.clock.advance(1000);
    await f.call('POST', `/api/stories/${story.id}/reactions`, second, { emoji: '🔥' });
    ctx.clock.advance(1000);
    await f.call('POST', `/api/stories/${story.id}/replies`, third, { text: 'Where is this?' });

    const page = await f.call('GET', `/api/stories/${story.id}/viewers?limit=2`, ana);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.total).toBe(3);
    expect(body.items).toEqual([
      {
        person: expect.objectContaining({ id: third.id }),
        viewedAt: ctx.clock.now().toISOString(),
        reaction: null,
        replied: true,
      },
      expect.objectContaining({
        person: expect.objectContaining({ id: second.id }),
        reaction: '🔥',
        replied: false,
      }),
    ]);
    const rest = (
      await f.call('GET', `/api/stories/${story.id}/viewers?limit=2&cursor=${body.nextCursor}`, ana)
    ).json();
    expect(rest.items.map((item: { person: { id: string } }) => item.person.id)).toEqual([first.id]);
    expect(rest).toMatchObject({ nextCursor: null, total: 3 });
  });

  it('is for the author only: 403 for someone who sees the story, 404 for someone who does not', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const stranger = await f.member();
    await f.befriend(ana, ben);
    const story = await f.story(ana, { audience: 'friends' });
    const forbidden = await f.call('GET', `/api/stories/${story.id}/viewers`, ben);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('STORY_NOT_AUTHOR');
    expect((await f.call('GET', `/api/stories/${story.id}/viewers`, stranger)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/stories/${UNKNOWN_ID}/viewers`, ana)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/stories/${story.id}/viewers?cursor=nope`, ana)).statusCode).toBe(422);
  });
});

describe('POST /api/stories/:storyId/reactions', () => {
  it('keeps one reaction per viewer, replaced by the next; the author hears of it in one line', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const cleo = await f.member();
    const story = await f.story(ana);
    expect((await f.call('POST', `/api/stories/${story.id}/reactions`, ben, { emoji: '❤️' })).statusCode).toBe(
      204,
    );
    await f.call('POST', `/api/stories/${story.id}/reactions`, ben, { emoji: '😂' });
    await f.call('POST', `/api/stories/${story.id}/reactions`, cleo, { emoji: '👏' });
    await ctx.built.settle();
    expect(await f.rows('select emoji from story_reactions order by emoji')).toHaveLength(2);
    expect((await f.call('GET', `/api/stories/${story.id}`, ben)).json()).toMatchObject({
      myReaction: '😂',
      seen: true,
    });

    const lines = await f.notificationsOf(ana);
    expect(lines).toEqual([
      expect.objectContaining({
        type: 'story_reaction',
        actor: expect.objectContaining({ id: cleo.id }),
        actorCount: 2,
        storyId: story.id,
        excerpt: '👏',
        link: `/social/story/${story.id}`,
        postId: null,
      }),
    ]);
  });

  it('refuses one’s own story (422 own_story), an unknown emoji (422) and a story out of sight (404)', async () => {
    const ana = await f.member();
    const stranger = await f.member();
    const story = await f.story(ana, { audience: 'friends' });
    const own = await f.call('POST', `/api/stories/${story.id}/reactions`, ana, { emoji: '❤️' });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({ field: 'storyId', code: 'own_story' });
    const bad = await f.call('POST', `/api/stories/${story.id}/reactions`, ana, { emoji: '👍' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('emoji');
    expect(
      (await f.call('POST', `/api/stories/${story.id}/reactions`, stranger, { emoji: '❤️' })).statusCode,
    ).toBe(404);
    expect(await f.rows('select * from story_reactions')).toEqual([]);
  });
});

describe('POST /api/stories/:storyId/replies', () => {
  it('stores the reply and reaches the author as a story_reply line quoting its first 120 characters', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const story = await f.story(ana);
    const text = `${'Lovely place! '.repeat(10)}🌊 and more`;
    const res = await f.call('POST', `/api/stories/${story.id}/replies`, ben, { text });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), createdAt: ctx.clock.now().toISOString() });
    await ctx.built.settle();
    expect(await f.rows('select text, author_id from story_replies')).toEqual([{ text, author_id: ben.id }]);

    const [line] = await f.notificationsOf(ana);
    expect(line).toMatchObject({
      type: 'story_reply',
      actor: expect.objectContaining({ id: ben.id }),
      storyId: story.id,
      excerpt: Array.from(text).slice(0, 120).join(''),
      link: `/social/story/${story.id}`,
    });
    expect(Array.from(line?.excerpt as string)).toHaveLength(120);
  });

  it('refuses one’s own story, an empty or too long reply, and a story out of sight', async () => {
    const ana = await f.member();
    const stranger = await f.member();
    const story = await f.story(ana, { audience: 'friends' });
    const own = await f.call('POST', `/api/stories/${story.id}/replies`, ana, { text: 'me' });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0].code).toBe('own_story');
    for (const text of ['   ', 'x'.repeat(501)])
      expect((await f.call('POST', `/api/stories/${story.id}/replies`, ana, { text })).statusCode).toBe(422);
    expect(
      (await f.call('POST', `/api/stories/${story.id}/replies`, stranger, { text: 'hi' })).statusCode,
    ).toBe(404);
    expect(await f.rows('select * from story_replies')).toEqual([]);
  });

  it('notifies nobody when the reply’s transaction rolls back', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const story = await f.story(ana);
    const db = f.db();
    await db.execute(
      sql.raw(`create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create constraint trigger refuse_commit after insert on story_replies
      deferrable initially deferred for each row execute function refuse_commit()`),
    );
    try {
      const res = await f.call('POST', `/api/stories/${story.id}/replies`, ben, { text: 'hi' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_commit on story_replies'));
      await db.execute(sql.raw('drop function refuse_commit()'));
    }
    await ctx.built.settle();
    expect(await f.notificationsOf(ana)).toEqual([]);
    expect(await f.rows('select * from story_views')).toEqual([]);
  });

  it('deleting the story takes its lines out of the author’s notifications', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const story = await f.story(ana);
    const other = await f.story(ana);
    await f.call('POST', `/api/stories/${story.id}/replies`, ben, { text: 'hi' });
    await f.call('POST', `/api/stories/${other.id}/reactions`, ben, { emoji: '🔥' });
    await ctx.built.settle();
    expect(await f.notificationsOf(ana)).toHaveLength(2);
    await f.call('DELETE', `/api/stories/${story.id}`, ana);
    expect((await f.notificationsOf(ana)).map((line) => line.storyId)).toEqual([other.id]);
  });
});
