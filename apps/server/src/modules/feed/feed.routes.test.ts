import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { posts } from '../posts/posts.tables';
import { type Member, postsFixtures, UNKNOWN_ID } from '../posts/posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

type FeedPost = Post & { suggested?: boolean };
type Page = { items: FeedPost[]; nextCursor: string | null };

async function everyPage(who: Member, url: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await f.call('GET', `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json());
    cursor = res.json().nextCursor;
  } while (cursor);
  return pages;
}

const newestFirst = (a: Post, b: Post) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

describe('GET /api/feed', () => {
  it('shows own posts, friends’ posts and followees’ public posts, newest first, then suggestions', async () => {
    const me = await f.member();
    const friend = await f.member();
    const followee = await f.member();
    const friendFollowed = await f.member();
    const stranger = await f.member();
    const blockedFriend = await f.member();
    await f.befriend(me, friend);
    await f.befriend(me, friendFollowed);
    await f.follow(me, friendFollowed);
    await f.follow(me, followee);
    await f.befriend(me, blockedFriend);
    await f.block(me, blockedFriend);

    const expected: string[] = [];
    const write = async (who: Member, audience: string, shown: boolean) => {
      ctx.clock.advance(1000);
      const post = await f.post(who, { body: `${audience} post`, audience });
      if (shown) expected.unshift(post.id);
    };
    await write(me, 'public', true);
    await write(me, 'only_me', true);
    await write(friend, 'public', true);
    await write(friend, 'friends', true);
    await write(friend, 'only_me', false);
    await write(followee, 'public', true);
    await write(followee, 'friends', false);
    await write(friendFollowed, 'friends', true);
    await write(stranger, 'public', false);
    await write(blockedFriend, 'public', false);
    await write(me, 'friends', true);

    const res = await f.call('GET', '/api/feed', me);
    expect(res.statusCode).toBe(200);
    const items: FeedPost[] = res.json().items;
    expect(items.filter((post) => !post.suggested).map((post) => post.id)).toEqual(expected);
    // After the circle, only the stranger's public post is suggested (never the blocked friend's).
    expect(items.slice(expected.length).map((post) => [post.body, post.author.id, post.suggested])).toEqual([
      ['public post', stranger.id, true],
    ]);
    expect(res.json().nextCursor).toBeNull();
  });

  it('pages by keyset without duplicates or gaps, also across equal timestamps and new arrivals', async () => {
    const me = await f.member();
    const authors = [me, await f.member(), await f.member()];
    for (const author of authors.slice(1)) await f.befriend(me, author);
    const all: Post[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Every third post shares its millisecond with the previous one.
      if (i % 3 !== 0) ctx.clock.advance(7);
      all.push(
        await f.post(authors[i % 3] as Member, { body: `post ${i}`, audience: i % 2 ? 'public' : 'friends' }),
      );
    }
    const first = await f.call('GET', '/api/feed?limit=5', me);
    // Someone posts while the member scrolls: the next pages neither repeat nor skip.
    ctx.clock.advance(1000);
    await f.post(authors[1] as Member, { body: 'late', audience: 'public' });
    const rest: Page[] = [first.json()];
    let cursor = first.json().nextCursor;
    while (cursor) {
      const res = await f.call('GET', `/api/feed?limit=5&cursor=${cursor}`, me);
      expect(res.statusCode).toBe(200);
      rest.push(res.json());
      cursor = res.json().nextCursor;
    }
    expect(rest.map((page) => page.items.length)).toEqual([5, 5, 5, 5, 3]);
    expect(rest.flatMap((page) => page.items.map((post) => post.id))).toEqual(
      [...all].sort(newestFirst).map((p) => p.id),
    );
  });

  it('answers an empty page to a new member, 422 for a bad cursor or limit, 401 without a token', async () => {
    const me = await f.member();
    expect((await f.call('GET', '/api/feed', me)).json()).toEqual({ items: [], nextCursor: null });
    const forged = Buffer.from(JSON.stringify(['not a date', UNKNOWN_ID])).toString('base64url');
    for (const query of ['cursor=garbage', `cursor=${forged}`, 'limit=0', 'limit=101', 'limit=abc']) {
      const res = await f.call('GET', `/api/feed?${query}`, me);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await f.call('GET', '/api/feed')).statusCode).toBe(401);
  });
});

describe('GET /api/users/:userIdOrUsername/posts', () => {
  it('puts the pinned post first on the first page only, then the others newest first', async () => {
    const author = await f.member();
    const viewer = await f.member();
    const posts: Post[] = [];
    for (let i = 0; i < 6; i += 1) {
      ctx.clock.advance(1000);
      posts.push(await f.post(author, { body: `p${i}`, audience: 'public' }));
    }
    const pinned = posts[2] as Post;
    await f.call('POST', `/api/posts/${pinned.id}/pin`, author);

    const pages = await everyPage(viewer, `/api/users/${author.id}/posts`, 3);
    expect(pages.map((page) => page.items.map((post) => post.body))).toEqual([
      ['p2', 'p5', 'p4'],
      ['p3', 'p1', 'p0'],
    ]);
    expect(pages[0]?.items[0]?.pinned).toBe(true);

    // With a page of one, the pinned post is a page of its own and nothing repeats.
    const single = await everyPage(viewer, `/api/users/${author.id}/posts`, 1);
    expect(single.flatMap((page) => page.items.map((post) => post.body))).toEqual([
      'p2',
      'p5',
      'p4',
      'p3',
      'p1',
      'p0',
    ]);
  });

  it('finds the member by username too (any case), with the same list as by id', async () => {
    const author = await f.member();
    const viewer = await f.member();
    await f.post(author, { body: 'hello by name', audience: 'public' });
    const byId = (await f.call('GET', `/api/users/${author.id}/posts`, viewer)).json();
    const byName = await f.call('GET', `/api/users/${author.username.toUpperCase()}/posts`, viewer);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual(byId);
    expect(byId.items.map((post: Post) => post.body)).toEqual(['hello by name']);
  });

  it('shows each viewer the audiences their relation allows, pinned post included', async () => {
    const author = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.befriend(author, friend);
    ctx.clock.advance(1000);
    const secret = await f.post(author, { body: 'only me', audience: 'only_me' });
    ctx.clock.advance(1000);
    await f.post(author, { body: 'friends', audience: 'friends' });
    ctx.clock.advance(1000);
    await f.post(author, { body: 'public', audience: 'public' });
    await f.call('POST', `/api/posts/${secret.id}/pin`, author);

    const bodies = async (who: Member) =>
      (await f.call('GET', `/api/users/${author.id}/posts`, who)).json().items.map((post: Post) => post.body);
    expect(await bodies(author)).toEqual(['only me', 'public', 'friends']);
    expect(await bodies(friend)).toEqual(['public', 'friends']);
    expect(await bodies(stranger)).toEqual(['public']);
  });

  it('answers 404 across a block either way or for nobody, 422 and 401', async () => {
    const author = await f.member();
    const blocked = await f.member();
    const blocker = await f.member();
    await f.post(author, { body: 'hello', audience: 'public' });
    await f.block(author, blocked);
    await f.block(blocker, author);
    for (const who of [blocked, blocker]) {
      const res = await f.call('GET', `/api/users/${author.id}/posts`, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('hello');
    }
    expect((await f.call('GET', `/api/users/${UNKNOWN_ID}/posts`, author)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/users/nobody_by_that_name/posts', author)).statusCode).toBe(404);
    for (const who of [blocked, blocker]) {
      const byName = await f.call('GET', `/api/users/${author.username}/posts`, who);
      expect(byName.statusCode).toBe(404);
    }
    expect((await f.call('GET', '/api/users/not%20a%20name!/posts', author)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/users/${'x'.repeat(37)}/posts`, author)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/users/${author.id}/posts?cursor=x`, author)).statusCode).toBe(422);
    expect((await f.call('GET', `/api/users/${author.id}/posts`)).statusCode).toBe(401);
    // The author still sees their own list.
    expect((await f.call('GET', `/api/users/${author.id}/posts`, author)).json().items).toHaveLength(1);
  });
});

describe('GET /api/feed from the page cache', () => {
  // The circle's posts (the suggestions after them have tests of their own).
  const ids = async (who: Member, query = '') =>
    (await f.call('GET', `/api/feed${query}`, who))
      .json()
      .items.filter((post: FeedPost) => !post.suggested)
      .map((post: Post) => post.id);

  it('shows what changed since the page was cached: new posts, links made and cut, audiences, deletions', async () => {
    const me = await f.member();
    const friend = await f.member();
    const other = await f.member();
    ctx.clock.advance(1000);
    const mine = await f.post(me, { body: 'mine', audience: 'public' });
    expect(await ids(me)).toEqual([mine.id]);

    // A friendship made through the API (request, accept): the friend's later posts appear.
    ctx.clock.advance(1000);
    const before = await f.post(friend, { body: 'before', audience: 'friends' });
    expect(await ids(me)).toEqual([mine.id]);
    await f.call('POST', '/api/friends/requests', me, { userId: friend.id });
    await f.call('POST', `/api/friends/requests/${me.id}/accept`, friend);
    expect(await ids(me)).toEqual([before.id, mine.id]);
    ctx.clock.advance(1000);
    const news = await f.post(friend, { body: 'news', audience: 'friends' });
    expect(await ids(me)).toEqual([news.id, before.id, mine.id]);

    // Following someone, their public post widened from "only me", then unfollowing.
    ctx.clock.advance(1000);
    const secret = await f.post(other, { body: 'later public', audience: 'only_me' });
    await f.call('POST', `/api/follows/${other.id}`, me);
    expect(await ids(me)).toEqual([news.id, before.id, mine.id]);
    await f.call('PATCH', `/api/posts/${secret.id}`, other, { audience: 'public' });
    expect(await ids(me)).toEqual([secret.id, news.id, before.id, mine.id]);
    await f.call('DELETE', `/api/follows/${other.id}`, me);
    expect(await ids(me)).toEqual([news.id, before.id, mine.id]);

    // A deleted post leaves no hole: the page is read again, still full.
    expect(await ids(me, '?limit=2')).toEqual([news.id, before.id]);
    await f.call('DELETE', `/api/posts/${news.id}`, friend);
    expect(await ids(me, '?limit=2')).toEqual([before.id, mine.id]);

    // A block cuts the friend out at once.
    await f.call('POST', `/api/blocks/${friend.id}`, me);
    expect(await ids(me, '?limit=2')).toEqual([mine.id]);
  });

  it('reads cards fresh on a cached page: counts, reactions and edits', async () => {
    const me = await f.member();
    const friend = await f.member();
    await f.befriend(me, friend);
    const post = await f.post(friend, { body: 'first words', audience: 'friends' });
    const first = (await f.call('GET', '/api/feed', me)).json().items[0] as Post;
    expect(first.reactionCount).toBe(0);
    await f.call('PUT', `/api/posts/${post.id}/reaction`, me, { type: 'love' });
    await f.call('PATCH', `/api/posts/${post.id}`, friend, { body: 'second words' });
    const again = (await f.call('GET', '/api/feed', me)).json().items[0] as Post;
    expect(again).toMatchObject({ id: post.id, body: 'second words', reactionCount: 1, myReaction: 'love' });
  });

  it('keeps a page at most a minute when no change reached it', async () => {
    const me = await f.member();
    const friend = await f.member();
    await f.befriend(me, friend);
    expect(await ids(me)).toEqual([]);
    // Written behind the services' back, as when another process's message is lost.
    const [unseen] = await f
      .db()
      .insert(posts)
      .values({ authorId: friend.id, body: 'unannounced', audience: 'friends', createdAt: ctx.clock.now() })
      .returning({ id: posts.id });
    expect(await ids(me)).toEqual([]);
    ctx.clock.advance(60_001);
    expect(await ids(me)).toEqual([unseen?.id]);
  });
});
