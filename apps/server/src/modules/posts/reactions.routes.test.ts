import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../platform/pagination';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures, UNKNOWN_ID } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

const zero = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 };

describe('PUT/DELETE /api/posts/:id/reaction', () => {
  it('sets, changes and removes one reaction, with exact counters and a withdrawn notification', async () => {
    const author = await f.member();
    const fan = await f.member();
    const post = await f.post(author, { body: 'react', audience: 'public' });
    const url = `/api/posts/${post.id}/reaction`;

    const liked = await f.call('PUT', url, fan, { type: 'like' });
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({
      myReaction: 'like',
      reactionCount: 1,
      reactionCounts: { ...zero, like: 1 },
    });
    expect(await f.notificationsOf(author)).toMatchObject([
      { type: 'reaction', postId: post.id, actorCount: 1 },
    ]);

    const loved = await f.call('PUT', url, fan, { type: 'love' });
    expect(loved.json()).toEqual({
      myReaction: 'love',
      reactionCount: 1,
      reactionCounts: { ...zero, love: 1 },
    });
    const again = await f.call('PUT', url, fan, { type: 'love' });
    expect(again.json().reactionCount).toBe(1);

    const read = (await f.call('GET', `/api/posts/${post.id}`, fan)).json();
    expect(read).toMatchObject({
      myReaction: 'love',
      reactionCount: 1,
      reactionCounts: { ...zero, love: 1 },
    });
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().myReaction).toBeNull();

    const removed = await f.call('DELETE', url, fan);
    expect(removed.json()).toEqual({ myReaction: null, reactionCount: 0, reactionCounts: zero });
    expect((await f.call('DELETE', url, fan)).json().reactionCount).toBe(0);
    expect(await f.notificationsOf(author)).toEqual([]);
  });

  it('counts exactly when ten members react at the same time', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'busy', audience: 'public' });
    const fans: Member[] = [];
    for (let i = 0; i < 10; i += 1) fans.push(await f.member());
    const types: ReactionType[] = [
      'like',
      'like',
      'like',
      'love',
      'love',
      'haha',
      'wow',
      'sad',
      'angry',
      'angry',
    ];
    const answers = await Promise.all(
      fans.map((fan, i) => f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: types[i] })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    // The same members change their minds at once, and one of them twice in parallel.
    const changes = await Promise.all([
      ...fans.slice(0, 3).map((fan) => f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: 'wow' })),
      f.call('DELETE', `/api/posts/${post.id}/reaction`, fans[9] as Member),
      f.call('PUT', `/api/posts/${post.id}/reaction`, fans[5] as Member, { type: 'sad' }),
      f.call('PUT', `/api/posts/${post.id}/reaction`, fans[5] as Member, { type: 'sad' }),
    ]);
    expect(changes.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const read = (await f.call('GET', `/api/posts/${post.id}`, author)).json();
    expect(read.reactionCount).toBe(9);
    expect(read.reactionCounts).toEqual({ like: 0, love: 2, haha: 0, wow: 4, sad: 2, angry: 1 });
    expect(
      await f.rows(`select count(*)::int as n from post_reactions where post_id = '${post.id}'`),
    ).toEqual([{ n: 9 }]);
  });

  it('answers 404 for a hidden post, 422 for an unknown reaction, 401 without a token', async () => {
    const author = await f.member();
    const stranger = await f.member();
    const close = await f.post(author, { body: 'x', audience: 'friends' });
    const open = await f.post(author, { body: 'y', audience: 'public' });
    expect(
      (await f.call('PUT', `/api/posts/${close.id}/reaction`, stranger, { type: 'like' })).statusCode,
    ).toBe(404);
    expect((await f.call('DELETE', `/api/posts/${close.id}/reaction`, stranger)).statusCode).toBe(404);
    expect(
      (await f.call('PUT', `/api/posts/${UNKNOWN_ID}/reaction`, stranger, { type: 'like' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('PUT', `/api/posts/${open.id}/reaction`, stranger, { type: 'meh' })).statusCode,
    ).toBe(422);
    expect((await f.call('PUT', `/api/posts/${open.id}/reaction`, stranger, {})).statusCode).toBe(422);
    expect(
      (await f.call('PUT', `/api/posts/${open.id}/reaction`, undefined, { type: 'like' })).statusCode,
    ).toBe(401);
    expect((await f.call('DELETE', `/api/posts/${open.id}/reaction`)).statusCode).toBe(401);
    expect((await f.call('GET', `/api/posts/${close.id}`, author)).json().reactionCount).toBe(0);
  });
});

describe('GET /api/posts/:id/reactions', () => {
  it('lists who reacted, newest first, by type, in pages without gaps', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'who', audience: 'public' });
    const fans: Member[] = [];
    for (let i = 0; i < 5; i += 1) {
      const fan = await f.member();
      fans.push(fan);
      // Two pairs react in the same millisecond: the user id breaks the tie.
      if (i % 2 === 0) ctx.clock.advance(1000);
      await f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: i === 2 ? 'haha' : 'like' });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await f.call(
        'GET',
        `/api/posts/${post.id}/reactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        author,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((item: { person: { id: string } }) => item.person.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(fans.map((fan) => fan.id)));
    // Newest first: the last to react (alone in its second) leads.
    expect(seen[0]).toBe(fans[4]?.id);

    const haha = await f.call('GET', `/api/posts/${post.id}/reactions?type=haha`, author);
    expect(haha.json()).toEqual({
      items: [
        {
          person: {
            id: fans[2]?.id,
            username: fans[2]?.username,
            displayName: 'Test Person',
            avatarUrl: null,
          },
          type: 'haha',
          createdAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
  });

  it('leaves out people a block separates from the viewer, and hides the list of a hidden post', async () => {
    const author = await f.member();
    const fan = await f.member();
    const viewer = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const close = await f.post(author, { body: 'y', audience: 'friends' });
    await f.call('PUT', `/api/posts/${post.id}/reaction`, fan, { type: 'like' });
    await f.block(fan, viewer);
    expect((await f.call('GET', `/api/posts/${post.id}/reactions`, viewer)).json().items).toEqual([]);
    expect((await f.call('GET', `/api/posts/${post.id}/reactions`, author)).json().items).toHaveLength(1);
    expect((await f.call('GET', `/api/posts/${close.id}/reactions`, viewer)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/posts/${post.id}/reactions?type=meh`, viewer)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/posts/${post.id}/reactions?cursor=abc`, viewer)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/posts/${post.id}/reactions`)).statusCode).toBe(401);
  });

  it('answers 422 on the cursor field for a well-formed cursor with a bad time or id', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    for (const values of [
      ['not a time', UNKNOWN_ID],
      [new Date().toISOString(), 'not-a-uuid'],
    ]) {
      const res = await f.call(
        'GET',
        `/api/posts/${post.id}/reactions?cursor=${encodeCursor(values)}`,
        author,
      );
      expect(res.statusCode, values.join()).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['cursor']);
    }
  });
});
