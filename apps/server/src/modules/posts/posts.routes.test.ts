import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { encodeCursor } from '../../platform/pagination';
import { useTestApp } from '../../test/test-app';
import { postHashtags, posts } from './posts.tables';
import { postsFixtures, UNKNOWN_ID } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

function fields(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

describe('POST /api/posts', () => {
  it('publishes a post and answers the whole card', async () => {
    const author = await f.member();
    const res = await f.call('POST', '/api/posts', author, {
      body: '  Hello world  ',
      audience: 'friends',
      feeling: 'happy',
      location: 'Lisbon',
      commentsEnabled: false,
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toEqual({
      id: expect.any(String),
      author: { id: author.id, username: author.username, displayName: 'Test Person', avatarUrl: null },
      body: 'Hello world',
      audience: 'friends',
      feeling: 'happy',
      location: 'Lisbon',
      images: [],
      share: null,
      commentsEnabled: false,
      pinned: false,
      edited: false,
      createdAt: ctx.clock.now().toISOString(),
      editedAt: null,
      reactionCount: 0,
      reactionCounts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 },
      commentCount: 0,
      shareCount: 0,
      myReaction: null,
      saved: false,
      mine: true,
      mentions: [],
    });
    const read = await f.call('GET', `/api/posts/${post.id}`, author);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(post);
  });

  it('keeps markup as plain text, exactly as written', async () => {
    const author = await f.member();
    const body = '<script>alert("x")</script> & <b>bold</b>';
    const post = await f.post(author, { body, audience: 'public' });
    const read = await f.call('GET', `/api/posts/${post.id}`, author);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().body).toBe(body);
  });

  it('attaches pictures in order with their alt text', async () => {
    const author = await f.member();
    const first = await f.picture(author, '#FF0000');
    const second = await f.picture(author, '#00FF00');
    const post = await f.post(author, {
      audience: 'public',
      images: [
        { mediaId: second, altText: 'A green square' },
        { mediaId: first, altText: 'A red square' },
      ],
    });
    expect(post.body).toBe('');
    expect(post.images.map((image) => [image.mediaId, image.altText, image.width, image.height])).toEqual([
      [second, 'A green square', 64, 48],
      [first, 'A red square', 64, 48],
    ]);
    expect(post.images[0]?.url).toMatch(/^\/files\/images\/.+\.webp$/);
    expect(post.images[0]?.variants.length).toBeGreaterThan(0);
  });

  it('refuses pictures that are not the author’s, listed twice, or already in another post', async () => {
    const author = await f.member();
    const other = await f.member();
    const theirs = await f.picture(other);
    const mine = await f.picture(author);

    const foreign = await f.call('POST', '/api/posts', author, {
      audience: 'public',
      images: [{ mediaId: theirs }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(fields(foreign.json())).toEqual(['images.0.mediaId']);

    const twice = await f.call('POST', '/api/posts', author, {
      audience: 'public',
      images: [{ mediaId: mine }, { mediaId: mine }],
    });
    expect(twice.statusCode).toBe(422);
    expect(fields(twice.json())).toEqual(['images.1.mediaId']);

    await f.post(author, { audience: 'public', images: [{ mediaId: mine }] });
    const reused = await f.call('POST', '/api/posts', author, {
      audience: 'public',
      images: [{ mediaId: mine }],
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ field: 'images.0.mediaId', code: 'media_in_use' });
  });

  it('answers 422 for an empty post, a long body, a bad audience, 11 pictures or an unknown field', async () => {
    const author = await f.member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ body: '   ', audience: 'public' }, 'body'],
      [{ body: 'x'.repeat(5001), audience: 'public' }, 'body'],
      [{ body: 'hi', audience: 'everyone' }, 'audience'],
      [{ body: 'hi' }, 'audience'],
      [
        {
          body: 'hi',
          audience: 'public',
          images: Array.from({ length: 11 }, () => ({ mediaId: UNKNOWN_ID })),
        },
        'images',
      ],
      [{ body: 'hi', audience: 'public', html: '<b>' }, 'html'],
    ];
    for (const [payload, field] of cases) {
      const res = await f.call('POST', '/api/posts', author, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(fields(res.json()).join(',')).toContain(field);
    }
    expect(await f.rows('select count(*)::int as count from posts')).toEqual([{ count: 0 }]);
  });

  it('accepts exactly 5000 characters', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'é'.repeat(5000), audience: 'only_me' });
    expect(post.body).toHaveLength(5000);
  });

  it('answers 401 without a token', async () => {
    const res = await f.call('POST', '/api/posts', undefined, { body: 'hi', audience: 'public' });
    expect(res.statusCode).toBe(401);
  });

  it('links existing @mentions, notifies those who can see the post, and stores folded #hashtags', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, {
      body: `Hi @${friend.username.toUpperCase()} and @${stranger.username} and @nobody_here #Été #été #Lisboa`,
      audience: 'friends',
    });
    expect(post.mentions.map((m) => m.userId).sort()).toEqual([friend.id, stranger.id].sort());
    // The stranger cannot see a friends-only post: named, but not told.
    expect(await f.notificationsOf(friend)).toMatchObject([{ type: 'mention', postId: post.id }]);
    expect(await f.notificationsOf(stranger)).toEqual([]);
    const tags = await f
      .db()
      .select({ tag: postHashtags.tag })
      .from(postHashtags)
      .where(eq(postHashtags.postId, post.id));
    expect(tags.map((t) => t.tag).sort()).toEqual(['ete', 'lisboa']);
  });

  it('tells friends (and followers, for public posts) that a post arrived, in one emit', async () => {
    const author = await f.member();
    const friend = await f.member();
    const follower = await f.member();
    await f.befriend(author, friend);
    await f.follow(follower, author);
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    try {
      const open = await f.post(author, { body: 'for all', audience: 'public' });
      const close = await f.post(author, { body: 'for friends', audience: 'friends' });
      await f.post(author, { body: 'for me', audience: 'only_me' });
      const feedEmits = emit.mock.calls.filter((call) => call[1] === 'feed:new-post');
      expect(feedEmits).toHaveLength(2);
      expect([...(feedEmits[0]?.[0] ?? [])].sort()).toEqual([friend.id, follower.id].sort());
      expect(feedEmits[0]?.[2]).toEqual({ postId: open.id, authorId: author.id });
      expect(feedEmits[1]?.[0]).toEqual([friend.id]);
      expect(feedEmits[1]?.[2]).toEqual({ postId: close.id, authorId: author.id });
    } finally {
      emit.mockRestore();
    }
  });
});

describe('GET /api/posts/:id', () => {
  it('shows each audience to the right people only, and never the content otherwise', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    const blocked = await f.member();
    await f.befriend(author, friend);
    await f.befriend(author, blocked);
    await f.block(author, blocked);
    const open = await f.post(author, { body: 'public words', audience: 'public' });
    const close = await f.post(author, { body: 'friends words', audience: 'friends' });
    const secret = await f.post(author, { body: 'secret words', audience: 'only_me' });

    const sees = async (who: typeof author, id: string) => {
      const res = await f.call('GET', `/api/posts/${id}`, who);
      if (res.statusCode === 404) {
        expect(res.body).not.toContain('words');
        expect(res.json().code).toBe('POST_NOT_FOUND');
      }
      return res.statusCode;
    };
    expect([
      await sees(author, open.id),
      await sees(author, close.id),
      await sees(author, secret.id),
    ]).toEqual([200, 200, 200]);
    expect([
      await sees(friend, open.id),
      await sees(friend, close.id),
      await sees(friend, secret.id),
    ]).toEqual([200, 200, 404]);
    expect([
      await sees(stranger, open.id),
      await sees(stranger, close.id),
      await sees(stranger, secret.id),
    ]).toEqual([200, 404, 404]);
    // Blocked by the author: nothing at all, though still listed as a friend.
    expect([await sees(blocked, open.id), await sees(blocked, close.id)]).toEqual([404, 404]);
    expect((await f.call('GET', `/api/posts/${open.id}`, friend)).json().mine).toBe(false);
  });

  it('hides the posts of someone the viewer blocked too', async () => {
    const author = await f.member();
    const viewer = await f.member();
    const open = await f.post(author, { body: 'hello', audience: 'public' });
    await f.block(viewer, author);
    expect((await f.call('GET', `/api/posts/${open.id}`, viewer)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown post, 422 for a malformed id, 401 without a token', async () => {
    const me = await f.member();
    expect((await f.call('GET', `/api/posts/${UNKNOWN_ID}`, me)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/posts/not-a-uuid', me)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/posts/${UNKNOWN_ID}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/posts/:id and history', () => {
  it('keeps earlier versions when the text changes, not when only the audience does', async () => {
    const author = await f.member();
    const created = ctx.clock.now();
    const post = await f.post(author, { body: 'First', audience: 'public', feeling: 'calm' });

    ctx.clock.advance(60_000);
    const audienceOnly = await f.call('PATCH', `/api/posts/${post.id}`, author, { audience: 'friends' });
    expect(audienceOnly.statusCode).toBe(200);
    expect(audienceOnly.json()).toMatchObject({ audience: 'friends', edited: false, editedAt: null });

    ctx.clock.advance(60_000);
    const firstEdit = ctx.clock.now();
    const edited = await f.call('PATCH', `/api/posts/${post.id}`, author, { body: 'Second', feeling: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'Second',
      feeling: null,
      edited: true,
      editedAt: firstEdit.toISOString(),
    });

    ctx.clock.advance(60_000);
    const secondEdit = ctx.clock.now();
    await f.call('PATCH', `/api/posts/${post.id}`, author, { location: 'Porto', commentsEnabled: false });

    const history = await f.call('GET', `/api/posts/${post.id}/history`, author);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      versions: [
        {
          body: 'Second',
          feeling: null,
          location: 'Porto',
          writtenAt: secondEdit.toISOString(),
          replacedAt: null,
        },
        {
          body: 'Second',
          feeling: null,
          location: null,
          writtenAt: firstEdit.toISOString(),
          replacedAt: secondEdit.toISOString(),
        },
        {
          body: 'First',
          feeling: 'calm',
          location: null,
          writtenAt: created.toISOString(),
          replacedAt: firstEdit.toISOString(),
        },
      ],
    });
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentsEnabled).toBe(false);
  });

  it('replaces the pictures, and refuses to leave a post with neither text nor picture', async () => {
    const author = await f.member();
    const one = await f.picture(author);
    const two = await f.picture(author);
    const post = await f.post(author, {
      body: '',
      audience: 'public',
      images: [{ mediaId: one, altText: 'one' }],
    });

    const swapped = await f.call('PATCH', `/api/posts/${post.id}`, author, {
      images: [
        { mediaId: two, altText: 'two' },
        { mediaId: one, altText: 'one again' },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    expect(
      swapped.json().images.map((i: { mediaId: string; altText: string }) => [i.mediaId, i.altText]),
    ).toEqual([
      [two, 'two'],
      [one, 'one again'],
    ]);

    const emptied = await f.call('PATCH', `/api/posts/${post.id}`, author, { images: [] });
    expect(emptied.statusCode).toBe(422);
    expect(fields(emptied.json())).toEqual(['body']);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().images).toHaveLength(2);
  });

  it('notifies only members newly mentioned by an edit', async () => {
    const author = await f.member();
    const first = await f.member();
    const second = await f.member();
    const post = await f.post(author, { body: `hey @${first.username}`, audience: 'public' });
    await f.call('PATCH', `/api/posts/${post.id}`, author, {
      body: `hey @${first.username} and @${second.username}`,
    });
    expect(await f.notificationsOf(first)).toMatchObject([{ type: 'mention', actorCount: 1 }]);
    expect(await f.notificationsOf(second)).toMatchObject([{ type: 'mention', postId: post.id }]);
    const read = await f.call('GET', `/api/posts/${post.id}`, author);
    expect(read.json().mentions).toHaveLength(2);
  });

  it('answers 403 to a viewer who is not the author, 404 to one who cannot see it, 422 and 401', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, { body: 'mine', audience: 'friends' });

    const byFriend = await f.call('PATCH', `/api/posts/${post.id}`, friend, { body: 'hacked' });
    expect(byFriend.statusCode).toBe(403);
    expect(byFriend.json().code).toBe('POST_NOT_AUTHOR');
    const byStranger = await f.call('PATCH', `/api/posts/${post.id}`, stranger, { body: 'hacked' });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.body).not.toContain('mine');
    expect(
      (await f.call('PATCH', `/api/posts/${post.id}`, author, { body: 'x'.repeat(5001) })).statusCode,
    ).toBe(422);
    expect((await f.call('PATCH', `/api/posts/${post.id}`, author, { audience: 'all' })).statusCode).toBe(
      422,
    );
    expect((await f.call('PATCH', `/api/posts/${post.id}`, undefined, { body: 'x' })).statusCode).toBe(401);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().body).toBe('mine');

    expect((await f.call('GET', `/api/posts/${post.id}/history`, friend)).statusCode).toBe(200);
    expect((await f.call('GET', `/api/posts/${post.id}/history`, stranger)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/posts/${post.id}/history`)).statusCode).toBe(401);
    expect((await f.call('GET', '/api/posts/nope/history', author)).statusCode).toBe(422);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('lets the author delete, and nobody else', async () => {
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, { body: 'bye', audience: 'friends' });
    const other = await f.post(author, { body: 'secret', audience: 'only_me' });

    expect((await f.call('DELETE', `/api/posts/${post.id}`, friend)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/api/posts/${other.id}`, friend)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(401);
    expect((await f.call('DELETE', '/api/posts/1', author)).statusCode).toBe(422);

    expect((await f.call('DELETE', `/api/posts/${post.id}`, author)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/posts/${post.id}`, author)).statusCode).toBe(404);
  });
});

describe('pins', () => {
  it('keeps one pinned post per author', async () => {
    const author = await f.member();
    const a = await f.post(author, { body: 'a', audience: 'public' });
    const b = await f.post(author, { body: 'b', audience: 'public' });
    expect((await f.call('POST', `/api/posts/${a.id}/pin`, author)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${a.id}`, author)).json().pinned).toBe(true);
    expect((await f.call('POST', `/api/posts/${b.id}/pin`, author)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${a.id}`, author)).json().pinned).toBe(false);
    expect((await f.call('GET', `/api/posts/${b.id}`, author)).json().pinned).toBe(true);
    expect((await f.call('DELETE', `/api/posts/${b.id}/pin`, author)).statusCode).toBe(204);
    const pinned = await f.db().select({ id: posts.id }).from(posts).where(eq(posts.authorId, author.id));
    expect(pinned).toHaveLength(2);
    expect((await f.call('GET', `/api/posts/${b.id}`, author)).json().pinned).toBe(false);
  });

  it('answers 403 for another’s post, 404 for a hidden one, 401 and 422', async () => {
    const author = await f.member();
    const viewer = await f.member();
    const open = await f.post(author, { body: 'a', audience: 'public' });
    const hidden = await f.post(author, { body: 'b', audience: 'friends' });
    expect((await f.call('POST', `/api/posts/${open.id}/pin`, viewer)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/api/posts/${open.id}/pin`, viewer)).statusCode).toBe(403);
    expect((await f.call('POST', `/api/posts/${hidden.id}/pin`, viewer)).statusCode).toBe(404);
    expect((await f.call('POST', `/api/posts/${open.id}/pin`)).statusCode).toBe(401);
    expect((await f.call('POST', '/api/posts/x/pin', author)).statusCode).toBe(422);
  });
});

describe('bookmarks', () => {
  it('saves, lists newest saved first across pages, and unsaves', async () => {
    const me = await f.member();
    const author = await f.member();
    const saved = [];
    for (let i = 0; i < 5; i += 1) {
      const post = await f.post(author, { body: `post ${i}`, audience: 'public' });
      ctx.clock.advance(1000);
      expect((await f.call('POST', `/api/posts/${post.id}/save`, me)).statusCode).toBe(204);
      saved.unshift(post.id);
    }
    // Saving twice changes nothing.
    expect((await f.call('POST', `/api/posts/${saved[0]}/save`, me)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${saved[0]}`, me)).json().saved).toBe(true);

    const first = await f.call('GET', '/api/saved-posts?limit=2', me);
    expect(first.statusCode).toBe(200);
    const second = await f.call('GET', `/api/saved-posts?limit=2&cursor=${first.json().nextCursor}`, me);
    const third = await f.call('GET', `/api/saved-posts?limit=2&cursor=${second.json().nextCursor}`, me);
    const ids = [first, second, third].flatMap((res) => res.json().items.map((p: { id: string }) => p.id));
    expect(ids).toEqual(saved);
    expect(third.json().nextCursor).toBeNull();
    expect(first.json().items[0].saved).toBe(true);

    expect((await f.call('DELETE', `/api/posts/${saved[0]}/save`, me)).statusCode).toBe(204);
    const after = await f.call('GET', '/api/saved-posts', me);
    expect(after.json().items.map((p: { id: string }) => p.id)).toEqual(saved.slice(1));
  });

  it('drops bookmarks of posts that became hidden, and refuses to save a hidden post', async () => {
    const me = await f.member();
    const author = await f.member();
    const post = await f.post(author, { body: 'soon hidden', audience: 'public' });
    await f.call('POST', `/api/posts/${post.id}/save`, me);
    await f.call('PATCH', `/api/posts/${post.id}`, author, { audience: 'only_me' });
    expect((await f.call('GET', '/api/saved-posts', me)).json()).toEqual({ items: [], nextCursor: null });
    expect((await f.call('POST', `/api/posts/${post.id}/save`, me)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/saved-posts')).statusCode).toBe(401);
    expect((await f.call('GET', '/api/saved-posts?cursor=bogus', me)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/saved-posts?limit=0', me)).statusCode).toBe(422);
    expect((await f.call('POST', `/api/posts/${post.id}/save`)).statusCode).toBe(401);
  });

  it('answers 422 on the cursor field for a well-formed cursor with a bad time or id', async () => {
    const me = await f.member();
    for (const values of [
      ['not a time', UNKNOWN_ID],
      [new Date().toISOString(), 'not-a-uuid'],
    ]) {
      const res = await f.call('GET', `/api/saved-posts?cursor=${encodeCursor(values)}`, me);
      expect(res.statusCode, values.join()).toBe(422);
      expect(fields(res.json())).toEqual(['cursor']);
    }
  });
});
