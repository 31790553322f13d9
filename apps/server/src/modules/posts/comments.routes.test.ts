import type { Comment, TopComment } from '@betogether/contracts/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../platform/pagination';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures, UNKNOWN_ID } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

async function comment(who: Member, postId: string, body: string, parentId?: string): Promise<Comment> {
  const res = await f.call('POST', `/api/posts/${postId}/comments`, who, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function allPages(who: Member, url: string, limit: number): Promise<TopComment[]> {
  const items: TopComment[] = [];
  let cursor: string | null = null;
  do {
    const res = await f.call(
      'GET',
      `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return items;
}

describe('POST /api/posts/:id/comments', () => {
  it('adds comments and one level of replies, with exact counters and notifications', async () => {
    const author = await f.member();
    const alice = await f.member();
    const bob = await f.member();
    const post = await f.post(author, { body: 'talk to me', audience: 'public' });

    const top = await comment(alice, post.id, '  First!  ');
    expect(top).toEqual({
      id: expect.any(String),
      postId: post.id,
      parentId: null,
      author: { id: alice.id, username: alice.username, displayName: 'Test Person', avatarUrl: null },
      body: 'First!',
      createdAt: ctx.clock.now().toISOString(),
      edited: false,
      editedAt: null,
      reactionCount: 0,
      replyCount: 0,
      myReaction: null,
      mine: true,
      canDelete: true,
    });
    const reply = await comment(bob, post.id, `@${alice.username} agreed`, top.id);
    expect(reply.parentId).toBe(top.id);

    const read = (await f.call('GET', `/api/posts/${post.id}`, author)).json();
    expect(read.commentCount).toBe(2);
    const list = (await f.call('GET', `/api/posts/${post.id}/comments`, author)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: top.id, replyCount: 1, mine: false, canDelete: true });
    expect(list.items[0].firstReplies.map((r: Comment) => r.id)).toEqual([reply.id]);

    // The author hears of both comments, Alice of the reply and of her mention.
    expect((await f.notificationsOf(author)).map((n) => [n.type, n.actorCount])).toEqual([['comment', 2]]);
    expect((await f.notificationsOf(alice)).map((n) => n.type).sort()).toEqual(['mention', 'reply']);
  });

  it('refuses a reply to a reply or to another post’s comment', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'a', audience: 'public' });
    const other = await f.post(author, { body: 'b', audience: 'public' });
    const top = await comment(author, post.id, 'top');
    const reply = await comment(author, post.id, 'reply', top.id);
    const elsewhere = await comment(author, other.id, 'elsewhere');
    for (const parentId of [reply.id, elsewhere.id, UNKNOWN_ID]) {
      const res = await f.call('POST', `/api/posts/${post.id}/comments`, author, { body: 'deep', parentId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('parentId');
    }
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(2);
  });

  it('answers 409 when comments are off, 404 on a hidden post, 422 and 401', async () => {
    const author = await f.member();
    const stranger = await f.member();
    const closed = await f.post(author, { body: 'quiet', audience: 'public', commentsEnabled: false });
    const close = await f.post(author, { body: 'friends', audience: 'friends' });
    const open = await f.post(author, { body: 'open', audience: 'public' });
    const off = await f.call('POST', `/api/posts/${closed.id}/comments`, stranger, { body: 'hi' });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('POST_COMMENTS_DISABLED');
    expect(
      (await f.call('POST', `/api/posts/${close.id}/comments`, stranger, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect((await f.call('GET', `/api/posts/${close.id}/comments`, stranger)).statusCode).toBe(404);
    expect(
      (await f.call('POST', `/api/posts/${open.id}/comments`, stranger, { body: '   ' })).statusCode,
    ).toBe(422);
    expect(
      (await f.call('POST', `/api/posts/${open.id}/comments`, stranger, { body: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await f.call('POST', `/api/posts/${open.id}/comments`, undefined, { body: 'hi' })).statusCode,
    ).toBe(401);
    expect((await f.call('GET', `/api/posts/${open.id}/comments`)).statusCode).toBe(401);
    expect((await f.call('GET', `/api/posts/${open.id}/comments?order=oldest`, stranger)).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/posts/:id/comments and replies', () => {
  it('pages the newest first without gaps, each with its two oldest replies', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'many', audience: 'public' });
    const tops: Comment[] = [];
    for (let i = 0; i < 7; i += 1) {
      // Pairs share a millisecond: the id breaks ties in the keyset.
      if (i % 2 === 0) ctx.clock.advance(1000);
      tops.push(await comment(author, post.id, `top ${i}`));
    }
    const replies: Comment[] = [];
    for (let i = 0; i < 4; i += 1) {
      ctx.clock.advance(1000);
      replies.push(await comment(author, post.id, `reply ${i}`, tops[0]?.id));
    }
    const items = await allPages(author, `/api/posts/${post.id}/comments`, 3);
    const expected = [...tops].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(items.map((item) => item.id)).toEqual(expected.map((c) => c.id));
    const first = items.find((item) => item.id === tops[0]?.id);
    expect(first?.replyCount).toBe(4);
    expect(first?.firstReplies.map((r) => r.body)).toEqual(['reply 0', 'reply 1']);

    const replyPages: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await f.call(
        'GET',
        `/api/comments/${tops[0]?.id}/replies?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        author,
      );
      expect(res.statusCode).toBe(200);
      replyPages.push(...res.json().items.map((r: Comment) => r.body));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(replyPages).toEqual(['reply 0', 'reply 1', 'reply 2', 'reply 3']);
  });

  it('orders by relevance (reactions + replies, then newest) across pages', async () => {
    const author = await f.member();
    const fans = [await f.member(), await f.member(), await f.member()];
    const post = await f.post(author, { body: 'rank', audience: 'public' });
    const quiet = await comment(author, post.id, 'quiet');
    ctx.clock.advance(1000);
    const liked = await comment(author, post.id, 'liked');
    ctx.clock.advance(1000);
    const busy = await comment(author, post.id, 'busy');
    ctx.clock.advance(1000);
    const newest = await comment(author, post.id, 'newest');
    for (const fan of fans) await f.call('PUT', `/api/comments/${liked.id}/reaction`, fan, { type: 'love' });
    await f.call('PUT', `/api/comments/${busy.id}/reaction`, fans[0] as Member, { type: 'like' });
    await comment(author, post.id, 'r1', busy.id);
    await comment(author, post.id, 'r2', busy.id);
    await f.call('PUT', `/api/comments/${quiet.id}/reaction`, fans[1] as Member, { type: 'like' });

    const items = await allPages(author, `/api/posts/${post.id}/comments?order=relevant`, 1);
    // liked 3, busy 1 + 2 replies = 3 (newer than liked), quiet 1, newest 0.
    expect(items.map((item) => item.body)).toEqual(['busy', 'liked', 'quiet', 'newest']);
    expect(items.map((item) => item.id)).toEqual([busy.id, liked.id, quiet.id, newest.id]);
  });

  it('hides comments of people a block separates from the viewer', async () => {
    const author = await f.member();
    const troll = await f.member();
    const viewer = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const nasty = await comment(troll, post.id, 'nasty');
    await comment(author, post.id, 'fine');
    await f.block(viewer, troll);
    const seen = (await f.call('GET', `/api/posts/${post.id}/comments`, viewer)).json();
    expect(seen.items.map((c: Comment) => c.body)).toEqual(['fine']);
    expect((await f.call('GET', `/api/comments/${nasty.id}/replies`, viewer)).statusCode).toBe(404);
    expect(
      (await f.call('POST', `/api/posts/${post.id}/comments`, viewer, { body: 'no', parentId: nasty.id }))
        .statusCode,
    ).toBe(422);
  });

  it('answers 404, 422 and 401 on the replies list', async () => {
    const me = await f.member();
    expect((await f.call('GET', `/api/comments/${UNKNOWN_ID}/replies`, me)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/comments/zzz/replies', me)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/comments/${UNKNOWN_ID}/replies`)).statusCode).toBe(401);
  });

  it('answers 422 on the cursor field for a well-formed cursor with a bad time, id or score', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const top = await comment(author, post.id, 'top');
    const now = new Date().toISOString();
    const cases: Array<[string, Array<string | number>]> = [
      [`/api/posts/${post.id}/comments?order=newest`, ['not a time', UNKNOWN_ID]],
      [`/api/posts/${post.id}/comments?order=newest`, [now, 'not-a-uuid']],
      [`/api/posts/${post.id}/comments?order=relevant`, [1, 'not a time', UNKNOWN_ID]],
      [`/api/posts/${post.id}/comments?order=relevant`, [1, now, 'not-a-uuid']],
      [`/api/posts/${post.id}/comments?order=relevant`, [1.5, now, UNKNOWN_ID]],
      [`/api/comments/${top.id}/replies?limit=5`, ['not a time', UNKNOWN_ID]],
      [`/api/comments/${top.id}/replies?limit=5`, [now, 'not-a-uuid']],
    ];
    for (const [url, values] of cases) {
      const res = await f.call('GET', `${url}&cursor=${encodeCursor(values)}`, author);
      expect(res.statusCode, `${url} ${values.join()}`).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['cursor']);
    }
  });
});

describe('PATCH and DELETE /api/comments/:id', () => {
  it('lets the author edit, and the author or the post’s author delete', async () => {
    const author = await f.member();
    const writer = await f.member();
    const other = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const mine = await comment(writer, post.id, 'typo');
    ctx.clock.advance(5000);

    const edited = await f.call('PATCH', `/api/comments/${mine.id}`, writer, { body: 'fixed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'fixed',
      edited: true,
      editedAt: ctx.clock.now().toISOString(),
    });
    const byOther = await f.call('PATCH', `/api/comments/${mine.id}`, other, { body: 'mine now' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('COMMENT_NOT_AUTHOR');
    expect(
      (await f.call('PATCH', `/api/comments/${mine.id}`, author, { body: 'moderated' })).statusCode,
    ).toBe(403);
    expect((await f.call('PATCH', `/api/comments/${mine.id}`, writer, { body: '' })).statusCode).toBe(422);
    expect((await f.call('PATCH', `/api/comments/${mine.id}`, undefined, { body: 'x' })).statusCode).toBe(
      401,
    );
    expect((await f.call('PATCH', `/api/comments/${UNKNOWN_ID}`, writer, { body: 'x' })).statusCode).toBe(
      404,
    );

    expect((await f.call('DELETE', `/api/comments/${mine.id}`, other)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/api/comments/${mine.id}`)).statusCode).toBe(401);
    expect((await f.call('DELETE', `/api/comments/${mine.id}`, author)).statusCode).toBe(204);
    expect((await f.call('DELETE', `/api/comments/${mine.id}`, author)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(0);
  });

  it('takes the replies along with their comment in the post’s count', async () => {
    const author = await f.member();
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const top = await comment(author, post.id, 'top');
    const keep = await comment(author, post.id, 'keep');
    const r1 = await comment(author, post.id, 'r1', top.id);
    await comment(author, post.id, 'r2', top.id);
    await comment(author, post.id, 'r3', keep.id);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(5);

    expect((await f.call('DELETE', `/api/comments/${r1.id}`, author)).statusCode).toBe(204);
    const after = (await f.call('GET', `/api/posts/${post.id}/comments`, author)).json();
    expect(after.items.find((c: TopComment) => c.id === top.id).replyCount).toBe(1);
    expect((await f.call('DELETE', `/api/comments/${top.id}`, author)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(2);
  });
});

describe('PUT/DELETE /api/comments/:id/reaction', () => {
  it('counts one reaction per member, changeable', async () => {
    const author = await f.member();
    const fans = [await f.member(), await f.member(), await f.member()];
    const post = await f.post(author, { body: 'x', audience: 'public' });
    const c = await comment(author, post.id, 'react to me');
    const answers = await Promise.all(
      fans.map((fan) => f.call('PUT', `/api/comments/${c.id}/reaction`, fan, { type: 'haha' })),
    );
    expect(answers.map((res) => res.json().reactionCount).sort()).toEqual([1, 2, 3]);
    const changed = await f.call('PUT', `/api/comments/${c.id}/reaction`, fans[0] as Member, {
      type: 'love',
    });
    expect(changed.json()).toEqual({ myReaction: 'love', reactionCount: 3 });
    const list = (await f.call('GET', `/api/posts/${post.id}/comments`, fans[0] as Member)).json();
    expect(list.items[0]).toMatchObject({ reactionCount: 3, myReaction: 'love' });
    expect((await f.call('DELETE', `/api/comments/${c.id}/reaction`, fans[0] as Member)).json()).toEqual({
      myReaction: null,
      reactionCount: 2,
    });
    expect(
      (await f.call('DELETE', `/api/comments/${c.id}/reaction`, fans[0] as Member)).json().reactionCount,
    ).toBe(2);
  });

  it('answers 404, 422 and 401', async () => {
    const author = await f.member();
    const stranger = await f.member();
    const close = await f.post(author, { body: 'x', audience: 'friends' });
    const c = await comment(author, close.id, 'friends only');
    expect(
      (await f.call('PUT', `/api/comments/${c.id}/reaction`, stranger, { type: 'like' })).statusCode,
    ).toBe(404);
    expect((await f.call('DELETE', `/api/comments/${c.id}/reaction`, stranger)).statusCode).toBe(404);
    expect((await f.call('PUT', `/api/comments/${c.id}/reaction`, author, { type: 'yay' })).statusCode).toBe(
      422,
    );
    expect(
      (await f.call('PUT', `/api/comments/${c.id}/reaction`, undefined, { type: 'like' })).statusCode,
    ).toBe(401);
  });
});
