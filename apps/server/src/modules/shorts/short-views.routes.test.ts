import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Member, shortsFixtures, UNKNOWN_ID } from './shorts.test-support';

const ctx = useTestApp();
const f = shortsFixtures(ctx);
const DAY = 86_400_000;

function watch(who: Member | undefined, shortId: string, watchedMs: number, completed = false) {
  return f.call('POST', `/api/shorts/${shortId}/views`, who, { watchedMs, completed });
}

async function rows(shortId: string) {
  const result = await f.db().execute(`select viewer_id, day::text, watched_ms, completed
    from short_views where short_id = '${shortId}' order by day, viewer_id`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe('POST /api/shorts/:shortId/views', () => {
  it('counts a view once per person and UTC day, only from 2 s of playback, never the author’s', async () => {
    ctx.clock.set(new Date('2026-03-10T10:00:00Z'));
    const author = await f.member();
    const viewer = await f.member();
    const short = await f.short(author);

    expect((await watch(viewer, short.id, 1999)).json()).toEqual({ counted: false, viewCount: 0 });
    expect(await rows(short.id)).toEqual([]);
    expect((await watch(viewer, short.id, 2000)).json()).toEqual({ counted: true, viewCount: 1 });
    expect((await watch(viewer, short.id, 6000, true)).json()).toEqual({ counted: false, viewCount: 1 });
    expect((await watch(viewer, short.id, 3000)).json()).toEqual({ counted: false, viewCount: 1 });
    // The day's record keeps the longest watch and the completion.
    expect(await rows(short.id)).toEqual([
      { viewer_id: viewer.id, day: '2026-03-10', watched_ms: 6000, completed: true },
    ]);
    expect((await watch(author, short.id, 9000, true)).json()).toEqual({ counted: false, viewCount: 1 });

    // Just past midnight UTC, a new day: counted again.
    ctx.clock.set(new Date('2026-03-11T00:00:01Z'));
    expect((await watch(viewer, short.id, 2500)).json()).toEqual({ counted: true, viewCount: 2 });
    expect((await f.call('GET', `/api/shorts/${short.id}`, viewer)).json().viewCount).toBe(2);
    expect(await rows(short.id)).toHaveLength(2);
  });

  it('answers 422 for a bad report, 404 when a block hides the short, 401 without a token', async () => {
    const author = await f.member();
    const blocked = await f.member();
    await f.block(author, blocked);
    const short = await f.short(author);
    for (const payload of [
      {},
      { watchedMs: 3000 },
      { watchedMs: -1, completed: false },
      { watchedMs: 1.5, completed: false },
      { watchedMs: 3000, completed: 'yes' },
      { watchedMs: 3000, completed: false, extra: 1 },
    ]) {
      const res = await f.call('POST', `/api/shorts/${short.id}/views`, author, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await watch(blocked, short.id, 3000)).statusCode).toBe(404);
    expect((await watch(author, UNKNOWN_ID, 3000)).statusCode).toBe(404);
    expect((await watch(undefined, short.id, 3000)).statusCode).toBe(401);
  });
});

describe('GET /api/shorts/:shortId/analytics', () => {
  it('gives the author views, unique viewers, watch time, completion, counters and one point per day', async () => {
    ctx.clock.set(new Date('2026-03-10T10:00:00Z'));
    const author = await f.member();
    const [a, b, c] = [await f.member(), await f.member(), await f.member()];
    const short = await f.short(author);
    await watch(a, short.id, 4000, true);
    await watch(b, short.id, 2000);
    await f.call('PUT', `/api/shorts/${short.id}/like`, a);
    await f.call('PUT', `/api/shorts/${short.id}/save`, b);
    await f.call('POST', `/api/shorts/${short.id}/shares`, c);
    await f.call('POST', `/api/shorts/${short.id}/comments`, c, { body: 'Wow' });
    ctx.clock.set(new Date('2026-03-12T09:00:00Z'));
    await watch(a, short.id, 8000, true);

    const res = await f.call('GET', `/api/shorts/${short.id}/analytics`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      views: 3,
      uniqueViewers: 2,
      averageWatchSeconds: 4.67,
      completionRate: 0.6667,
      likes: 1,
      comments: 1,
      shares: 1,
      saves: 1,
      daily: [
        { date: '2026-03-10', views: 2, averageWatchSeconds: 3, completionRate: 0.5 },
        { date: '2026-03-11', views: 0, averageWatchSeconds: 0, completionRate: 0 },
        { date: '2026-03-12', views: 1, averageWatchSeconds: 8, completionRate: 1 },
      ],
    });
  });

  it('shows at most the last 30 days, oldest first', async () => {
    ctx.clock.set(new Date('2026-01-01T12:00:00Z'));
    const author = await f.member();
    const short = await f.short(author);
    ctx.clock.set(new Date(Date.parse('2026-01-01T12:00:00Z') + 45 * DAY));
    const daily = (await f.call('GET', `/api/shorts/${short.id}/analytics`, author)).json().daily;
    expect(daily).toHaveLength(30);
    expect(daily[0].date).toBe('2026-01-17');
    expect(daily[29].date).toBe('2026-02-15');
  });

  it('answers 403 to anyone but the author, 404 when hidden or unknown, 401 without a token', async () => {
    const author = await f.member();
    const other = await f.member();
    const blocked = await f.member();
    await f.block(blocked, author);
    const short = await f.short(author);
    const refused = await f.call('GET', `/api/shorts/${short.id}/analytics`, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SHORT_NOT_AUTHOR');
    expect((await f.call('GET', `/api/shorts/${short.id}/analytics`, blocked)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${UNKNOWN_ID}/analytics`, author)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/shorts/${short.id}/analytics`)).statusCode).toBe(401);
  });
});
