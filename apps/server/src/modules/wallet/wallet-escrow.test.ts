import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors';
import { createAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { verifyLedger } from './ledger-verification';

const ctx = useTestApp();
const wallet = () => ctx.built.services.wallet;

async function give(userId: string, coins: number) {
  await wallet().post({
    idempotencyKey: crypto.randomUUID(),
    type: 'admin_adjustment',
    description: 'Credit',
    entries: [
      { account: { platform: 'adjustments' }, coins: -coins },
      { account: { userId }, coins },
    ],
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as AppError,
  );
}

describe('escrow accounts', () => {
  it('holds a budget, pays out of it with a fee, returns the rest, and never goes below zero', async () => {
    const partner = await createAccount(ctx);
    const member = await createAccount(ctx);
    const task = crypto.randomUUID();
    await give(partner.id, 100);

    const funded = await wallet().post({
      idempotencyKey: `fund:${task}`,
      type: 'task_funding',
      description: 'Budget',
      entries: [
        { account: { userId: partner.id }, coins: -60 },
        { account: { escrow: task }, coins: 60 },
      ],
    });
    expect(funded.transaction.entries).toContainEqual({
      account: { escrow: task },
      coins: 60,
      balanceAfter: 60,
    });
    expect(await wallet().escrowBalance(task)).toBe(60);

    const reward = (coins: number) =>
      wallet().post({
        idempotencyKey: crypto.randomUUID(),
        type: 'task_reward',
        description: 'Reward',
        entries: [
          { account: { escrow: task }, coins: -(coins + 2) },
          { account: { userId: member.id }, coins },
          { account: { platform: 'task_fees' }, coins: 2 },
        ],
      });
    await reward(20);
    await reward(20);
    expect(await wallet().escrowBalance(task)).toBe(16);
    expect((await refusal(reward(20))).code).toBe('ESCROW_EXHAUSTED');
    expect(await wallet().escrowBalance(task)).toBe(16);

    await wallet().post({
      idempotencyKey: `refund:${task}`,
      type: 'task_refund',
      description: 'Back',
      entries: [
        { account: { escrow: task }, coins: -16 },
        { account: { userId: partner.id }, coins: 16 },
      ],
    });
    expect(await wallet().escrowBalance(task)).toBe(0);
    expect(await wallet().balanceOf(partner.id)).toBe(56);
    expect(await wallet().balanceOf(member.id)).toBe(40);

    const report = await verifyLedger(ctx.built.database.db);
    expect(report.anomalies).toEqual([]);
    expect(report).toMatchObject({ ok: true, escrowCoins: 0, platformBalances: { task_fees: 4 } });
  });

  it('refuses a debit of an escrow that was never funded, and an escrow that is not an id', async () => {
    const member = await createAccount(ctx);
    const error = await refusal(
      wallet().post({
        idempotencyKey: crypto.randomUUID(),
        type: 'task_reward',
        description: 'Reward',
        entries: [
          { account: { escrow: crypto.randomUUID() }, coins: -5 },
          { account: { userId: member.id }, coins: 5 },
        ],
      }),
    );
    expect(error.code).toBe('ESCROW_EXHAUSTED');
    const invalid = await refusal(
      wallet().post({
        idempotencyKey: crypto.randomUUID(),
        type: 'task_reward',
        description: 'Reward',
        entries: [
          { account: { escrow: 'task-1' }, coins: -5 },
          { account: { userId: member.id }, coins: 5 },
        ],
      }),
    );
    expect(invalid.code).toBe('INVALID_POSTING');
  });

  it('gives one success to two concurrent payouts of the last coins of an escrow', async () => {
    const partner = await createAccount(ctx);
    const [a, b] = [await createAccount(ctx), await createAccount(ctx)];
    const task = crypto.randomUUID();
    await give(partner.id, 10);
    await wallet().post({
      idempotencyKey: `fund:${task}`,
      type: 'task_funding',
      description: 'Budget',
      entries: [
        { account: { userId: partner.id }, coins: -10 },
        { account: { escrow: task }, coins: 10 },
      ],
    });
    const pay = (userId: string) =>
      wallet().post({
        idempotencyKey: crypto.randomUUID(),
        type: 'task_reward',
        description: 'Reward',
        entries: [
          { account: { escrow: task }, coins: -10 },
          { account: { userId }, coins: 10 },
        ],
      });
    const outcomes = await Promise.allSettled([pay(a.id), pay(b.id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await wallet().escrowBalance(task)).toBe(0);
    expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);
  });
});
