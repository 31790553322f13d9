import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../platform/pagination';
import { useTestApp } from '../../test/test-app';
import { type Member, shortsFixtures } from './shorts.test-support';

const ctx = useTestApp();
const f = shortsFixtures(ctx);
const HOUR = 3_600_000;

async function page(who: Member, query: string) {
  const res = await f.call('GET', `/api/shorts?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Short[]; nextCursor: string | null };
}

const ids = (body: { items: Short[] }) => body.items.map((short) => short.id);

/** Posts a short `hoursAgo` before now (the clock comes back to now). */
async function shortAt(who: Member, hoursAgo: number, caption = '') {
  const now = ctx.clock.now();
  ctx.clock.set(new Date(now.getTime() - hoursAgo * HOUR));
  const short = await f.short(who, { caption });
  ctx.clock.set(now);
  return short;
}

async function likedBy(short: Short, count: number) {
  for (let i = 0; i < count; i += 1) await f.call('PUT', `/api/shorts/${short.id}/like`, await f.member());
}

describe('GET /api/shorts?feed=for-you', () => {
  it('leaves out the viewer’s own shorts, those a block hides either way, and older than 30 days', async () => {
    const viewer = await f.member();
    const author = await f.member();
    const blocker = await f.member();
    const blocked = await f.member();
    await f.block(blocker, viewer);
    await f.block(viewer, blocked);
    await f.short(viewer);
    await f.short(blocker);
    await f.short(blocked);
    await shortAt(author, 31 * 24);
    const shown = await f.short(author);
    const body = await page(viewer, 'feed=for-you');
    expect(ids(body)).toEqual([shown.id]);
    expect(body.nextCursor).toBeNull();
    // The default feed is For You.
    expect(ids(await page(viewer, ''))).toEqual([shown.id]);
  });

  it('ranks a recent short with likes above an old one with more, and follows above equals', async () => {
    const viewer = await f.member();
    const [a, b, c] = [await f.member(), await f.member(), await f.member()];
    const old = await shortAt(a, 72, 'old');
    await likedBy(old, 4);
    const recentLiked = await shortAt(b, 2, 'recent and liked');
    await likedBy(recentLiked, 1);
    const recent = await shortAt(c, 2, 'recent');
    const followed = await shortAt(a, 2, 'recent, by someone the viewer follows');
    await f.follow(viewer, a);
    // old: (1+8)/74^1.5 ≈ 0.014; recent+like: 3/4^1.5 = 0.375; followed: 1.5 × 1/8 = 0.1875; recent: 0.125.
    expect(ids(await page(viewer, 'feed=for-you'))).toEqual([recentLiked.id, followed.id, recent.id, old.id]);
  });

  it('puts the shorts the viewer watched after every unseen one, from the next first page on', async () => {
    const viewer = await f.member();
    const author = await f.member();
    const top = await shortAt(author, 1, 'top');
    await likedBy(top, 3);
    const second = await shortAt(author, 5);
    const third = await shortAt(author, 10);
    expect(ids(await page(viewer, 'feed=for-you'))).toEqual([top.id, second.id, third.id]);
    const watched = await f.call('POST', `/api/shorts/${top.id}/views`, viewer, {
      watchedMs: 4000,
      completed: false,
    });
    expect(watched.json().counted).toBe(true);
    ctx.clock.advance(1000);
    expect(ids(await page(viewer, 'feed=for-you'))).toEqual([second.id, third.id, top.id]);
    // A glance under 2 s is not a view: the order stays.
    await f.call('POST', `/api/shorts/${second.id}/views`, viewer, { watchedMs: 1500, completed: false });
    expect(ids(await page(viewer, 'feed=for-you'))).toEqual([second.id, third.id, top.id]);
  });

  it('pages with a cursor that keeps the scoring instant: each short once, whatever is watched or posted meanwhile', async () => {
    const viewer = await f.member();
    const author = await f.member();
    const made: Short[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await shortAt(author, i + 1));
    const first = await page(viewer, 'feed=for-you&limit=2');
    expect(ids(first)).toEqual([made[0]?.id, made[1]?.id]);
    // Watched and a new short: neither moves what the next pages show.
    for (const short of first.items)
      await f.call('POST', `/api/shorts/${short.id}/views`, viewer, { watchedMs: 3000, completed: true });
    ctx.clock.advance(60_000);
    await f.short(author);
    const second = await page(viewer, `feed=for-you&limit=2&cursor=${first.nextCursor}`);
    const third = await page(viewer, `feed=for-you&limit=2&cursor=${second.nextCursor}`);
    expect([...ids(second), ...ids(third)]).toEqual([made[2]?.id, made[3]?.id, made[4]?.id]);
    expect(third.nextCursor).toBeNull();
  });

  it('answers 422 for a bad feed, limit or cursor, and 401 without a token', async () => {
    const viewer = await f.member();
    const bad = [
      'feed=popular',
      'limit=0',
      'limit=101',
      'cursor=nope',
      `cursor=${encodeCursor(['not a date', 0, 1, '00000000-0000-4000-8000-000000000000'])}`,
      `cursor=${encodeCursor([new Date().toISOString(), 2, 1, '00000000-0000-4000-8000-000000000000'])}`,
      `cursor=${encodeCursor([new Date().toISOString(), 0, 1, 'x'])}`,
    ];
    for (const query of bad) {
      const res = await f.call('GET', `/api/shorts?${query}`, viewer);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await f.call('GET', '/api/shorts?feed=for-you')).statusCode).toBe(401);
  });
});

describe('GET /api/shorts?feed=following', () => {
  it('shows only the shorts of people the viewer follows, newest first, page by page', async () => {
    const viewer = await f.member();
    const followed = await f.member();
    const friend = await f.member();
    const stranger = await f.member();
    await f.follow(viewer, followed);
    // A friendship is also a follow both ways (the friends module writes both).
    await f.befriend(viewer, friend);
    await f.follow(viewer, friend);
    const older = await shortAt(followed, 3);
    const fromFriend = await shortAt(friend, 2);
    const newer = await shortAt(followed, 1);
    await f.short(stranger);
    await f.short(viewer);

    const first = await page(viewer, 'feed=following&limit=2');
    expect(ids(first)).toEqual([newer.id, fromFriend.id]);
    expect(first.items[0]).toMatchObject({ following: true, mine: false });
    const next = await page(viewer, `feed=following&limit=2&cursor=${first.nextCursor}`);
    expect(next).toEqual({ items: [expect.objectContaining({ id: older.id })], nextCursor: null });
    expect(ids(await page(stranger, 'feed=following'))).toEqual([]);
    expect((await f.call('GET', '/api/shorts?feed=following&cursor=bad', viewer)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/shorts?feed=following')).statusCode).toBe(401);
  });
});
