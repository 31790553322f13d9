import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures, UNKNOWN_ID, type Who } from './tasks.test-support';

const ctx = useTestApp();
const f = tasksFixtures(ctx);
const DAY = 86_400_000;
const day = (offset = 0) => new Date(ctx.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);

/** A member opens the task and does it to the end (picture, 10 s). */
async function complete(member: Who, taskId: string) {
  expect((await f.call('GET', `/api/tasks/${taskId}`, member)).statusCode).toBe(200);
  const { attempt, beat } = await f.watch(member, taskId, 10);
  const res = await f.finish(member, attempt.id, beat);
  expect(res.statusCode, res.body).toBe(200);
}

describe('the partner overview', () => {
  it('counts tasks by state, proofs waiting, the escrow, the balance and the last 7 days', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const picture = await f.liveTask(partner, await f.pictureInput(partner));
    const special = await f.liveTask(
      partner,
      f.specialInput({ proofKind: 'text', rewardCoins: 20, completions: 2 }),
    );
    await f.draft(partner, await f.pictureInput(partner));
    const member = await f.account();
    await complete(member, picture);
    const proof = await f.call('POST', `/api/tasks/${special}/proofs`, member, {
      kind: 'text',
      text: 'Done it',
    });
    expect(proof.statusCode, proof.body).toBe(201);

    const res = await f.call('GET', '/api/partner/overview', partner);
    expect(res.statusCode, res.body).toBe(200);
    // Budgets: 5 × (10 + 1) and 2 × (20 + 2); one picture completion paid 11 out of escrow.
    expect(res.json()).toEqual({
      live: 2,
      inReview: 0,
      drafts: 1,
      pendingProofs: 1,
      escrowCoins: 55 - 11 + 44,
      balanceCoins: 1000 - 55 - 44,
      last7Days: expect.objectContaining({
        views: 1,
        starts: 2,
        completions: 1,
        coinsSpent: 11,
        costPerCompletion: 11,
      }),
    });
    // Eight days later the week's figures are empty; the rest stays.
    ctx.clock.advance(8 * DAY);
    const later = (await f.call('GET', '/api/partner/overview', partner)).json();
    expect(later.last7Days).toMatchObject({ views: 0, starts: 0, completions: 0, coinsSpent: 0 });
    expect(later.escrowCoins).toBe(88);
  });
});

describe('the partner analytics', () => {
  it('count a view once a day per member, day by day and task by task', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const first = await f.liveTask(partner, await f.pictureInput(partner, { title: 'First task' }));
    const second = await f.liveTask(partner, await f.pictureInput(partner, { title: 'Second task' }));
    const [a, b] = [await f.account(), await f.account()] as [Who, Who];
    const today = day();
    await complete(a, first);
    await f.call('GET', `/api/tasks/${first}`, a);
    await f.call('GET', `/api/tasks/${first}`, b);
    ctx.clock.advance(DAY);
    const tomorrow = day();
    await f.call('GET', `/api/tasks/${first}`, a);
    await complete(b, second);

    const res = await f.call('GET', `/api/partner/analytics?from=${today}&to=${tomorrow}`, partner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: today, to: tomorrow });
    expect(body.totals).toMatchObject({
      views: 4,
      starts: 2,
      completions: 2,
      coinsSpent: 22,
      averageWatchSeconds: 10,
    });
    expect(body.totals.quizPassRate).toBeNull();
    expect(body.days.map((d: { day: string; views: number }) => [d.day, d.views])).toEqual([
      [today, 2],
      [tomorrow, 2],
    ]);
    expect(body.tasks).toHaveLength(2);
    expect(body.tasks.find((t: { taskId: string }) => t.taskId === first)).toMatchObject({
      title: 'First task',
      kind: 'picture',
      status: 'live',
      free: false,
      views: 3,
      completions: 1,
    });

    const one = (
      await f.call('GET', `/api/partner/analytics?from=${today}&to=${tomorrow}&taskId=${second}`, partner)
    ).json();
    expect(one.tasks.map((t: { taskId: string }) => t.taskId)).toEqual([second]);
    expect(one.totals).toMatchObject({ views: 1, completions: 1 });
    // The default range: the 30 days to today.
    const recent = (await f.call('GET', '/api/partner/analytics', partner)).json();
    expect(recent).toMatchObject({ from: day(-29), to: tomorrow });
    expect(recent.days).toHaveLength(30);
    expect(recent.totals.views).toBe(4);
    // Another partner sees none of it.
    const stranger = (await f.call('GET', '/api/partner/analytics', await f.account('partner'))).json();
    expect(stranger.totals.views).toBe(0);
    expect(stranger.tasks).toEqual([]);
  });

  it('answer 422 for a range backwards, too long or malformed; 403 and 404 for a task not theirs', async () => {
    const partner = await f.account('partner');
    const other = await f.partnerWithCoins();
    const foreign = await f.draft(other, await f.pictureInput(other));
    const get = (query: string) => f.call('GET', `/api/partner/analytics?${query}`, partner);
    expect((await get(`from=${day()}&to=${day(-1)}`)).statusCode).toBe(422);
    expect((await get(`from=${day(-366)}&to=${day()}`)).statusCode).toBe(422);
    const longest = await get(`from=${day(-365)}&to=${day()}`);
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().days).toHaveLength(366);
    expect((await get('from=yesterday')).statusCode).toBe(422);
    expect((await get('taskId=42')).statusCode).toBe(422);
    const notOwner = await get(`taskId=${foreign}`);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().code).toBe('TASK_NOT_OWNER');
    const unknown = await get(`taskId=${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    const csv = await f.call('GET', `/api/partner/analytics.csv?taskId=${foreign}`, partner);
    expect(csv.statusCode).toBe(403);
    expect(
      (await f.call('GET', `/api/partner/analytics.csv?from=${day()}&to=${day(-3)}`, partner)).statusCode,
    ).toBe(422);
  });
});

describe('the analytics CSV', () => {
  it('is a text/csv file with a header row and one line per task and day', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const first = await f.liveTask(partner, await f.pictureInput(partner, { title: 'Shop, "new" look' }));
    const second = await f.liveTask(partner, await f.pictureInput(partner, { title: 'Second task' }));
    const member = await f.account();
    const today = day();
    await complete(member, first);
    await f.call('GET', `/api/tasks/${second}`, member);
    ctx.clock.advance(DAY);
    await f.call('GET', `/api/tasks/${second}`, member);
    const tomorrow = day();

    const res = await f.call('GET', `/api/partner/analytics.csv?from=${today}&to=${tomorrow}`, partner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="task-analytics-${today}-${tomorrow}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'day,task_id,task,views,starts,completions,quiz_passes,quiz_fails,average_watch_seconds,coins_spent,cost_per_completion,fraud_refused',
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        `${today},${first},"Shop, ""new"" look",1,1,1,0,0,10,11,11,0`,
        `${today},${second},Second task,1,0,0,0,0,,0,,0`,
        `${tomorrow},${second},Second task,1,0,0,0,0,,0,,0`,
      ].sort(),
    );
    const one = await f.call(
      'GET',
      `/api/partner/analytics.csv?from=${today}&to=${tomorrow}&taskId=${second}`,
      partner,
    );
    expect(one.body.trim().split(/\r?\n/)).toHaveLength(3);
  });
});
