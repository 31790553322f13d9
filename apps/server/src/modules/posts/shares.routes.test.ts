import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { postsFixtures, UNKNOWN_ID } from './posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

describe('POST /api/posts/:id/share', () => {
  it('re-posts with a comment, counts the share and tells the author', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const picture = await f.picture(author);
    const original = await f.post(author, {
      body: 'original words',
      audience: 'public',
      feeling: 'proud',
      images: [{ mediaId: picture, altText: 'the view' }],
    });
    ctx.clock.advance(1000);
    const res = await f.call('POST', `/api/posts/${original.id}/share`, sharer, {
      body: 'look at this',
      audience: 'public',
    });
    expect(res.statusCode).toBe(201);
    const share = res.json();
    expect(share).toMatchObject({
      author: { id: sharer.id },
      body: 'look at this',
      audience: 'public',
      images: [],
      mine: true,
      share: {
        post: {
          id: original.id,
          author: { id: author.id, username: author.username },
          body: 'original words',
          feeling: 'proud',
          location: null,
          createdAt: original.createdAt,
          images: [{ mediaId: picture, altText: 'the view' }],
        },
      },
    });
    expect((await f.call('GET', `/api/posts/${original.id}`, author)).json().shareCount).toBe(1);
    expect(await f.notificationsOf(author)).toMatchObject([{ type: 'share', postId: original.id }]);
  });

  it('links the original’s mentions inside the share, apart from the share’s own', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const named = await f.member();
    const original = await f.post(author, { body: `thanks @${named.username}`, audience: 'public' });
    const res = await f.call('POST', `/api/posts/${original.id}/share`, sharer, {
      body: `look @${author.username}`,
      audience: 'public',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mentions).toEqual([{ username: author.username, userId: author.id }]);
    expect(res.json().share.post.mentions).toEqual([{ username: named.username, userId: named.id }]);
    const feed = await f.call('GET', '/api/feed', sharer);
    const card = feed.json().items.find((post: { id: string }) => post.id === res.json().id);
    expect(card.share.post.mentions).toEqual([{ username: named.username, userId: named.id }]);
  });

  it('shares the original when sharing a share, and uncounts a deleted share', async () => {
    const author = await f.member();
    const first = await f.member();
    const second = await f.member();
    const original = await f.post(author, { body: 'root', audience: 'public' });
    const share = (
      await f.call('POST', `/api/posts/${original.id}/share`, first, { audience: 'public' })
    ).json();
    const reshare = await f.call('POST', `/api/posts/${share.id}/share`, second, { audience: 'friends' });
    expect(reshare.statusCode).toBe(201);
    expect(reshare.json().share.post.id).toBe(original.id);
    expect(reshare.json().body).toBe('');
    expect((await f.call('GET', `/api/posts/${original.id}`, author)).json().shareCount).toBe(2);
    expect((await f.call('GET', `/api/posts/${share.id}`, first)).json().shareCount).toBe(0);

    expect((await f.call('DELETE', `/api/posts/${share.id}`, first)).statusCode).toBe(204);
    expect((await f.call('GET', `/api/posts/${original.id}`, author)).json().shareCount).toBe(1);
    // The notification loses the actor whose share is gone.
    expect(await f.notificationsOf(author)).toMatchObject([{ type: 'share', actorCount: 1 }]);
  });

  it('keeps a share whose original is deleted, showing no content of it', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const original = await f.post(author, { body: 'ephemeral', audience: 'public' });
    const share = (
      await f.call('POST', `/api/posts/${original.id}/share`, sharer, { audience: 'public' })
    ).json();
    await f.call('DELETE', `/api/posts/${original.id}`, author);
    const read = await f.call('GET', `/api/posts/${share.id}`, sharer);
    expect(read.json().share).toEqual({ post: null });
    expect(read.body).not.toContain('ephemeral');
    // Nothing left to share.
    expect(
      (await f.call('POST', `/api/posts/${share.id}/share`, author, { audience: 'public' })).statusCode,
    ).toBe(404);
  });

  it('never widens the original audience', async () => {
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const close = await f.post(author, { body: 'friends only', audience: 'friends' });
    const secret = await f.post(author, { body: 'mine only', audience: 'only_me' });

    const widened = await f.call('POST', `/api/posts/${close.id}/share`, friend, { audience: 'public' });
    expect(widened.statusCode).toBe(403);
    expect(widened.json().code).toBe('POST_SHARE_FORBIDDEN');
    expect(
      (await f.call('POST', `/api/posts/${secret.id}/share`, author, { audience: 'only_me' })).statusCode,
    ).toBe(403);
    const kept = await f.call('POST', `/api/posts/${close.id}/share`, friend, { audience: 'friends' });
    expect(kept.statusCode).toBe(201);

    // A friend of the sharer who is not the author's friend sees the share, not the original.
    const friendOfFriend = await f.member();
    await f.befriend(friend, friendOfFriend);
    const seen = await f.call('GET', `/api/posts/${kept.json().id}`, friendOfFriend);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().share).toEqual({ post: null });
    expect(seen.body).not.toContain('friends only');
  });

  it('answers 404 for a hidden post, 422 for bad input, 401 without a token', async () => {
    const author = await f.member();
    const stranger = await f.member();
    const close = await f.post(author, { body: 'x', audience: 'friends' });
    const open = await f.post(author, { body: 'y', audience: 'public' });
    expect(
      (await f.call('POST', `/api/posts/${close.id}/share`, stranger, { audience: 'only_me' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('POST', `/api/posts/${UNKNOWN_ID}/share`, stranger, { audience: 'public' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('POST', `/api/posts/${open.id}/share`, stranger, { audience: 'world' })).statusCode,
    ).toBe(422);
    expect(
      (
        await f.call('POST', `/api/posts/${open.id}/share`, stranger, {
          audience: 'public',
          body: 'x'.repeat(5001),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await f.call('POST', `/api/posts/${open.id}/share`, undefined, { audience: 'public' })).statusCode,
    ).toBe(401);
  });

  it('refuses pictures on a share', async () => {
    const author = await f.member();
    const sharer = await f.member();
    const original = await f.post(author, { body: 'root', audience: 'public' });
    const share = (
      await f.call('POST', `/api/posts/${original.id}/share`, sharer, { audience: 'public' })
    ).json();
    const picture = await f.picture(sharer);
    const res = await f.call('PATCH', `/api/posts/${share.id}`, sharer, { images: [{ mediaId: picture }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('images');
    // A share may have an empty comment.
    expect((await f.call('PATCH', `/api/posts/${share.id}`, sharer, { body: '' })).statusCode).toBe(200);
  });
});
