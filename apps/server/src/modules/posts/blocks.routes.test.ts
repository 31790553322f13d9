import type { Comment, Post } from '@betogether/contracts/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures } from './posts.test-support';

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

async function react(who: Member, url: string) {
  const res = await f.call('PUT', url, who, { type: 'love' });
  expect(res.statusCode, res.body).toBe(200);
}

async function seen(who: Member, postId: string): Promise<Post> {
  const res = await f.call('GET', `/api/posts/${postId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a block and what the two did on each other’s posts', () => {
  it('takes their reactions and comments off each other’s posts, counters included, both ways', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const carl = await f.member();
    const anasPost = await f.post(ana, { body: 'Ana’s news', audience: 'public' });
    const bensPost = await f.post(ben, { body: 'Ben’s news', audience: 'public' });

    await react(ben, `/api/posts/${anasPost.id}/reaction`);
    await react(carl, `/api/posts/${anasPost.id}/reaction`);
    const bensComment = await comment(ben, anasPost.id, 'from ben');
    await comment(carl, anasPost.id, 'carl answers ben', bensComment.id);
    const carlsComment = await comment(carl, anasPost.id, 'from carl');
    await comment(ben, anasPost.id, 'ben answers carl', carlsComment.id);
    await react(ben, `/api/comments/${carlsComment.id}/reaction`);
    await react(ana, `/api/posts/${bensPost.id}/reaction`);
    await comment(ana, bensPost.id, 'from ana');
    expect(await seen(carl, anasPost.id)).toMatchObject({ reactionCount: 2, commentCount: 4 });

    const res = await f.call('POST', `/api/blocks/${ben.id}`, ana);
    expect(res.statusCode, res.body).toBe(200);

    // Ben's comment went with carl's reply to it; carl's own comment stays, without ben's reply.
    expect(await seen(carl, anasPost.id)).toMatchObject({
      reactionCount: 1,
      reactionCounts: { love: 1 },
      commentCount: 1,
    });
    const comments = await f.call('GET', `/api/posts/${anasPost.id}/comments`, carl);
    expect(comments.json().items).toMatchObject([
      { id: carlsComment.id, replyCount: 0, reactionCount: 0, firstReplies: [] },
    ]);
    // And the other way: ana's reaction and comment are off ben's post.
    expect(await seen(carl, bensPost.id)).toMatchObject({ reactionCount: 0, commentCount: 0 });
    const reactors = await f.call('GET', `/api/posts/${anasPost.id}/reactions`, ana);
    expect(reactors.json().items.map((r: { person: { id: string } }) => r.person.id)).toEqual([carl.id]);
  });

  it('keeps what each did on a third member’s posts', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const carl = await f.member();
    const carlsPost = await f.post(carl, { body: 'Carl’s news', audience: 'public' });
    await react(ben, `/api/posts/${carlsPost.id}/reaction`);
    await comment(ana, carlsPost.id, 'from ana');
    expect((await f.call('POST', `/api/blocks/${ben.id}`, ana)).statusCode).toBe(200);
    expect(await seen(carl, carlsPost.id)).toMatchObject({ reactionCount: 1, commentCount: 1 });
  });
});

describe('mentions across a block with the post’s author', () => {
  it('tells nobody a block separates from the post’s author, even when a third member names them', async () => {
    const author = await f.member();
    const carl = await f.member();
    const mia = await f.member();
    const noah = await f.member();
    await f.block(mia, author);
    await f.block(author, noah);
    const post = await f.post(author, { body: 'open to all', audience: 'public' });
    await comment(carl, post.id, `look @${mia.username} and @${noah.username}`);
    expect(await f.notificationsOf(mia)).toEqual([]);
    expect(await f.notificationsOf(noah)).toEqual([]);
    // Someone no block separates from the author is told.
    const olga = await f.member();
    await comment(carl, post.id, `look @${olga.username}`);
    expect(await f.notificationsOf(olga)).toMatchObject([{ type: 'mention', postId: post.id }]);
  });
});
