import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Beat, tasksFixtures, type Who } from './tasks.test-support';

/**
 * A finish in one statement (task_complete, outside any transaction): whatever it refuses leaves
 * nothing written, and the last place goes through the transaction that ends the task.
 */
const ctx = useTestApp();
const f = tasksFixtures(ctx);

async function watched(member: Who, taskId: string): Promise<{ attemptId: string; beat: Beat }> {
  const started = (await f.start(member, taskId)) as { attempt: { id: string }; beat: Beat };
  ctx.clock.advance(5000);
  const res = await f.heartbeat(member, started.attempt.id, started.beat);
  expect(res.statusCode, res.body).toBe(200);
  return { attemptId: started.attempt.id, beat: res.json().beat };
}

/** Moves coins from the task's escrow to its partner (back when negative): a test-only posting. */
async function moveEscrow(taskId: string, partner: Who, coins: number) {
  await ctx.built.services.wallet.post({
    idempotencyKey: `test-escrow:${randomUUID()}`,
    type: 'task_refund',
    description: 'Test',
    entries: [
      { account: { escrow: taskId }, coins: -coins },
      { account: { userId: partner.id }, coins },
    ],
  });
}

describe('a finish in one statement', () => {
  it('refused by the ledger (escrow short of coins) writes nothing: the same key pays once the coins are back', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.liveTask(
      partner,
      await f.pictureInput(partner, { completions: 3, rewardCoins: 10, viewSeconds: 5 }),
    );
    const [member] = await f.members(1);
    const { attemptId, beat } = await watched(member as Who, id);
    const budget = await ctx.built.services.wallet.escrowBalance(id);
    await moveEscrow(id, partner, budget);

    const key = randomUUID();
    const refused = await f.finish(member as Who, attemptId, beat, { key });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('ESCROW_EXHAUSTED');
    const attempt = (await f.call('GET', `/api/tasks/${id}`, member as Who)).json().attempt;
    expect(attempt).toMatchObject({ status: 'watching', rewardCoins: 0 });
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      completionsDone: 0,
      spentCoins: 0,
    });

    await moveEscrow(id, partner, -budget);
    const paid = await f.finish(member as Who, attemptId, beat, { key });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ attempt: { status: 'completed' }, reward: { coins: 10 } });
    expect(await f.balanceOf(member as Who)).toBe(10);
    await f.expectCleanLedger();
  });

  it('takes the last place in the transaction that ends the task and gives back what is left', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.liveTask(
      partner,
      await f.pictureInput(partner, { completions: 2, rewardCoins: 10, viewSeconds: 5 }),
    );
    const members = await f.members(2);
    for (const member of members) {
      const { attemptId, beat } = await watched(member, id);
      const res = await f.finish(member, attemptId, beat, { key: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await f.call('GET', `/api/partner/tasks/${id}`, partner)).json()).toMatchObject({
      status: 'ended',
      completionsDone: 2,
      escrowCoins: 0,
    });
    expect(await ctx.built.services.wallet.escrowBalance(id)).toBe(0);
    await f.expectCleanLedger();
  });

  it('refuses a key already used for another attempt (422) and writes nothing', async () => {
    await f.trustPartners();
    const partner = await f.partnerWithCoins(1000);
    const id = await f.liveTask(
      partner,
      await f.pictureInput(partner, { completions: 5, rewardCoins: 10, viewSeconds: 5 }),
    );
    const other = await f.liveTask(
      partner,
      await f.pictureInput(partner, { completions: 5, rewardCoins: 10, viewSeconds: 5 }),
    );
    const [member] = await f.members(1);
    const first = await watched(member as Who, id);
    const second = await watched(member as Who, other);
    const key = randomUUID();
    expect((await f.finish(member as Who, first.attemptId, first.beat, { key })).statusCode).toBe(200);

    const reused = await f.finish(member as Who, second.attemptId, second.beat, { key });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const attempt = (await f.call('GET', `/api/tasks/${other}`, member as Who)).json().attempt;
    expect(attempt).toMatchObject({ status: 'watching' });
    expect((await f.call('GET', `/api/partner/tasks/${other}`, partner)).json()).toMatchObject({
      completionsDone: 0,
    });
  });
});
