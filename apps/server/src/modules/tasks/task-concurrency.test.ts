import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Beat, tasksFixtures, type Who } from './tasks.test-support';

/**
 * Races for the last places of a task (PGlite by default, PostgreSQL when DATABASE_URL is set):
 * the conditional UPDATE of the task row must give each place once, the escrow never going below
 * zero (the ledger's checks look at every entry's balance after it).
 */
const ctx = useTestApp();
const f = tasksFixtures(ctx);

/** Every racer starts the task and sends one beat 5 s later: each has watched the 5 s it needs. */
async function watchedByAll(
  racers: Who[],
  taskId: string,
): Promise<Array<{ attemptId: string; beat: Beat }>> {
  const started = await Promise.all(racers.map((racer) => f.start(racer, taskId)));
  ctx.clock.advance(5000);
  const beats = await Promise.all(
    racers.map((racer, i) =>
      f.heartbeat(racer, started[i]?.attempt.id ?? '', started[i]?.beat ?? { seq: 0, token: '' }),
    ),
  );
  return beats.map((res) => {
    expect(res.statusCode, res.body).toBe(200);
    const { attempt, beat } = res.json();
    expect(attempt.watchedSeconds).toBe(5);
    return { attemptId: attempt.id, beat };
  });
}

describe('racing for the last places', () => {
  it('pays exactly 10 of 100 members finishing a 10-place picture task at once; the others get TASK_FULL', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(10_000);
    const id = await f.liveTask(
      partner,
      await f.pictureInput(partner, { completions: 10, rewardCoins: 10, viewSeconds: 5 }),
    );
    const racers = await f.members(100);
    const watched = await watchedByAll(racers, id);

    const keys = racers.map(() => randomUUID());
    const results = await Promise.all(
      racers.map((racer, i) =>
        f.finish(racer, watched[i]?.attemptId ?? '', watched[i]?.beat ?? { seq: 0, token: '' }, {
          key: keys[i],
        }),
      ),
    );
    const paid = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode !== 200);
    expect(paid).toHaveLength(10);
    for (const res of paid)
      expect(res.json()).toMatchObject({ attempt: { status: 'completed' }, reward: { coins: 10 } });
    expect(refused).toHaveLength(90);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('TASK_FULL');
    }

    // A refused member's retry with its key answers the same refusal (its attempt ended, task_closed).
    const loser = results.findIndex((res) => res.statusCode !== 200);
    const retry = await f.finish(
      racers[loser] as Who,
      watched[loser]?.attemptId ?? '',
      watched[loser]?.beat as Beat,
      {
        key: keys[loser],
      },
    );
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().code).toBe('TASK_FULL');
    const lost = (await f.call('GET', `/api/tasks/${id}`, racers[loser] as Who)).json().attempt;
    expect(lost).toMatchObject({ status: 'failed', failure: 'task_closed', rewardCoins: 0 });

    const task = (await f.call('GET', `/api/partner/tasks/${id}`, partner)).json();
    expect(task).toMatchObject({
      status: 'ended',
      completionsDone: 10,
      pendingReviews: 0,
      spentCoins: 110,
      escrowCoins: 0,
    });
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    const balances = await Promise.all(racers.map((racer) => f.balanceOf(racer)));
    expect(balances.reduce((sum, coins) => sum + coins, 0)).toBe(10 * 10);
    expect(balances.filter((coins) => coins > 0)).toEqual(Array(10).fill(10));
    expect(await f.balanceOf(partner)).toBe(10_000 - 110);
    const report = await f.expectCleanLedger();
    expect(report).toMatchObject({
      escrowCoins: 0,
      platformBalances: expect.objectContaining({ task_fees: 10 }),
    });
    const stats = (await f.call('GET', `/api/partner/analytics?taskId=${id}`, partner)).json().totals;
    expect(stats).toMatchObject({ starts: 100, completions: 10, coinsSpent: 110 });
  }, 120_000);

  it('holds exactly 5 of 20 proofs sent at once for 5 places', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.liveTask(partner, f.specialInput({ proofKind: 'text', completions: 5 }));
    const racers = await f.members(20);
    const results = await Promise.all(
      racers.map((racer) =>
        f.call('POST', `/api/tasks/${id}/proofs`, racer, { kind: 'text', text: 'Me first' }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(5);
    const full = results.filter((res) => res.statusCode !== 201);
    expect(full).toHaveLength(15);
    for (const res of full) expect(res.json().code, res.body).toBe('TASK_FULL');
    const task = (await f.call('GET', `/api/partner/tasks/${id}`, partner)).json();
    expect(task).toMatchObject({ pendingReviews: 5, completionsDone: 0, escrowCoins: 5 * 17 });
    const pending = (await f.call('GET', `/api/partner/tasks/${id}/submissions?limit=100`, partner)).json();
    expect(pending.items).toHaveLength(5);
  }, 60_000);
});

describe('one member finishing many times at once', () => {
  it('is paid once whatever the keys: other keys are refused, the same key answers the first answer', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const first = await f.liveTask(partner, await f.pictureInput(partner));
    const second = await f.liveTask(partner, await f.pictureInput(partner));

    const a = await f.watch(member, first, 10);
    const distinct = await Promise.all(
      Array.from({ length: 5 }, () => f.finish(member, a.attempt.id, a.beat, { key: randomUUID() })),
    );
    expect(distinct.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of distinct.filter((r) => r.statusCode !== 200))
      expect(res.statusCode, res.body).toBe(409);
    expect(await f.balanceOf(member)).toBe(10);

    const b = await f.watch(member, second, 10);
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => f.finish(member, b.attempt.id, b.beat, { key })),
    );
    for (const res of same) expect(res.statusCode, res.body).toBe(200);
    expect(same.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const rewards = new Set(same.map((res) => res.json().reward.transactionId));
    expect(rewards.size).toBe(1);
    expect(await f.balanceOf(member)).toBe(20);
    expect(await ctx.built.services.wallet.escrowBalance(first)).toBe(44);
    expect(await ctx.built.services.wallet.escrowBalance(second)).toBe(44);
    await f.expectCleanLedger();
  });

  it('cannot pass the daily cap by finishing two tasks at once', async () => {
    await f.setSettings({ dailyCapCoins: 15 });
    const partner = await f.partnerWithCoins(1000);
    const member = await f.account();
    const tasks = [
      await f.liveTask(partner, await f.pictureInput(partner)),
      await f.liveTask(partner, await f.pictureInput(partner)),
    ];
    const a = await f.watch(member, tasks[0] as string, 10);
    const b = await f.watch(member, tasks[1] as string, 10);
    const results = await Promise.all([
      f.finish(member, a.attempt.id, a.beat),
      f.finish(member, b.attempt.id, b.beat),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().code).toBe('DAILY_CAP_REACHED');
    expect(await f.balanceOf(member)).toBe(10);
    await f.expectCleanLedger();
  });
});

describe('a partner publishing many times at once', () => {
  it('sets the budget aside once', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.draft(partner, await f.pictureInput(partner));
    const url = `/api/partner/tasks/${id}/publish`;
    const distinct = await Promise.all(
      Array.from({ length: 5 }, () => f.call('POST', url, partner, undefined, randomUUID())),
    );
    expect(distinct.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const key = randomUUID();
    const other = await f.draft(partner, await f.pictureInput(partner));
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        f.call('POST', `/api/partner/tasks/${other}/publish`, partner, undefined, key),
      ),
    );
    for (const res of same) expect(res.statusCode, res.body).toBe(200);
    expect(same.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await f.balanceOf(partner)).toBe(1000 - 2 * 55);
    await f.expectCleanLedger();
  });
});
