import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Member, postsFixtures, UNKNOWN_ID } from '../posts/posts.test-support';
import { users } from '../users/users.tables';

// The home feed after the circle's posts: suggested public posts from outside the circle.

const ctx = useTestApp();
const f = postsFixtures(ctx);

type FeedPost = Post & { suggested?: boolean };
type Page = { items: FeedPost[]; nextCursor: string | null };

async function everyPage(who: Member, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await f.call('GET', `/api/feed?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json());
    cursor = res.json().nextCursor;
    expect(pages.length).toBeLessThan(30);
  } while (cursor);
  return pages;
}

const shown = (pages: Page[]) =>
  pages.flatMap((page) => page.items.map((post) => [post.body, post.suggested]));

describe('GET /api/feed suggestions', () => {
  it('follows the circle with public posts of others, newest first, across pages of any size', async () => {
    const me = await f.member();
    const friend = await f.member();
    const followee = await f.member();
    const [ana, ben, blocker, blockedOne, unverified] = [
      await f.member(),
      await f.member(),
      await f.member(),
      await f.member(),
      await f.member(),
    ] as Member[];
    await f.befriend(me, friend);
    await f.follow(me, followee);
    await f.block(blocker as Member, me);
    await f.block(me, blockedOne as Member);
    await f
      .db()
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, (unverified as Member).id));

    const write = async (who: Member, body: string, audience: string) => {
      ctx.clock.advance(1000);
      await f.post(who, { body, audience });
    };
    await write(ana as Member, 'ana old', 'public');
    await write(me, 'mine', 'friends');
    await write(friend, 'friend public', 'public');
    await write(ben as Member, 'ben public', 'public');
    await write(ben as Member, 'ben friends', 'friends');
    await write(ana as Member, 'ana secret', 'only_me');
    await write(blocker as Member, 'blocker public', 'public');
    await write(blockedOne as Member, 'blocked public', 'public');
    await write(unverified as Member, 'unverified public', 'public');
    await write(followee, 'followee public', 'public');
    await write(friend, 'friend only', 'friends');
    await write(ana as Member, 'ana new', 'public');

    const expected = [
      ['friend only', false],
      ['followee public', false],
      ['friend public', false],
      ['mine', false],
      ['ana new', true],
      ['ben public', true],
      ['ana old', true],
    ];
    // 4 is the circle's size exactly: its last page is full and the suggestions start on the next.
    for (const limit of [1, 2, 3, 4, 5, 20]) {
      const pages = await everyPage(me, limit);
      expect(shown(pages), `limit ${limit}`).toEqual(expected);
      expect(pages.slice(0, -1).every((page) => page.items.length === limit)).toBe(true);
    }
  });

  it('gives a newcomer with no one in their circle a feed of suggestions', async () => {
    const newcomer = await f.member();
    const someone = await f.member();
    await f.post(someone, { body: 'hello world', audience: 'public' });
    const res = await f.call('GET', '/api/feed', newcomer);
    expect(res.json().items.map((post: FeedPost) => [post.body, post.suggested])).toEqual([
      ['hello world', true],
    ]);
  });

  it('keeps the label on a cached page, and moves an author followed from a suggestion into the circle', async () => {
    const me = await f.member();
    const author = await f.member();
    await f.post(author, { body: 'worth following', audience: 'public' });
    const labels = async () =>
      (await f.call('GET', '/api/feed', me)).json().items.map((post: FeedPost) => post.suggested);
    expect(await labels()).toEqual([true]);
    expect(await labels()).toEqual([true]);
    expect((await f.call('POST', `/api/follows/${author.id}`, me)).statusCode).toBe(200);
    expect(await labels()).toEqual([false]);
  });

  it('answers 422 for a forged suggestions cursor and 401 without a token', async () => {
    const me = await f.member();
    const forged = Buffer.from(JSON.stringify(['not a date', UNKNOWN_ID])).toString('base64url');
    for (const cursor of ['s.', 's.garbage', `s.${forged}`]) {
      const res = await f.call('GET', `/api/feed?cursor=${cursor}`, me);
      expect(res.statusCode, cursor).toBe(422);
    }
    const top = Buffer.from(JSON.stringify(['9999-12-31T23:59:59.999Z', UNKNOWN_ID])).toString('base64url');
    expect((await f.call('GET', `/api/feed?cursor=s.${top}`)).statusCode).toBe(401);
  });
});
