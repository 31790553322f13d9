import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { SQLSTATE, sqlState } from '../../db/sql-state';
import type { AppError } from '../../platform/errors';
import { createAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import type { Posting } from './ledger-posting';
import { verifyLedger } from './ledger-verification';

const ctx = useTestApp();
const wallet = () => ctx.built.services.wallet;
const db = () => ctx.built.database.db;

async function count(table: 'ledger_transactions' | 'ledger_entries'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db().execute(sql.raw(`select count(*)::int as n from ${table}`)));
  return row?.n ?? 0;
}

function credit(userId: string, coins: number, key: string = crypto.randomUUID()): Posting {
  return {
    idempotencyKey: key,
    type: 'admin_adjustment',
    description: 'Credit',
    entries: [
      { account: { platform: 'adjustments' }, coins: -coins },
      { account: { userId }, coins },
    ],
  };
}

function debit(userId: string, coins: number, key: string = crypto.randomUUID()): Posting {
  return { ...credit(userId, -coins, key), description: 'Debit' };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  return error as AppError;
}

describe('wallet.post', () => {
  it('posts a balanced transaction with running balances and a number', async () => {
    const ana = await createAccount(ctx);
    const first = await wallet().post({ ...credit(ana.id, 30), metadata: { packId: 'p1' } });
    const second = await wallet().post(debit(ana.id, 12));
    expect(first.replayed).toBe(false);
    expect(first.transaction).toMatchObject({
      number: 1,
      type: 'admin_adjustment',
      description: 'Credit',
      metadata: { packId: 'p1' },
      reversesId: null,
    });
    expect(first.transaction.entries).toEqual([
      { account: { userId: ana.id }, coins: 30, balanceAfter: 30 },
      { account: { platform: 'adjustments' }, coins: -30, balanceAfter: null },
    ]);
    expect(second.transaction.number).toBe(2);
    expect(second.transaction.entries[0]).toEqual({
      account: { userId: ana.id },
      coins: -12,
      balanceAfter: 18,
    });
    expect(await wallet().balanceOf(ana.id)).toBe(18);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it.each([
    ['entries that do not sum to zero', [10, -9]],
    ['a zero line', [0, 0]],
    ['a single line', [10]],
    ['fractional coins', [1.5, -1.5]],
    ['unsafe integers', [2 ** 53, -(2 ** 53)]],
  ])('refuses %s and writes nothing', async (_name, amounts) => {
    const ana = await createAccount(ctx);
    const accounts = [{ userId: ana.id }, { platform: 'promotions' as const }] as const;
    const error = await refusal(
      wallet().post({
        idempotencyKey: crypto.randomUUID(),
        type: 'referral_bonus',
        description: 'Bonus',
        entries: amounts.map((coins, index) => ({ account: index === 0 ? accounts[0] : accounts[1], coins })),
      }),
    );
    expect(error.code).toBe('INVALID_POSTING');
    expect(await count('ledger_transactions')).toBe(0);
  });

  it('refuses an account twice, an unknown platform account and an unknown member', async () => {
    const ana = await createAccount(ctx);
    const twice = await refusal(
      wallet().post({
        idempotencyKey: 'k1',
        type: 'admin_adjustment',
        description: 'x',
        entries: [
          { account: { userId: ana.id }, coins: 5 },
          { account: { userId: ana.id.toUpperCase() }, coins: -5 },
        ],
      }),
    );
    expect(twice.code).toBe('INVALID_POSTING');
    const platform = await refusal(
      wallet().post({
        idempotencyKey: 'k2',
        type: 'admin_adjustment',
        description: 'x',
        entries: [
          { account: { userId: ana.id }, coins: 5 },
          { account: { platform: 'vault' as 'issuance' }, coins: -5 },
        ],
      }),
    );
    expect(platform.code).toBe('LEDGER_ACCOUNT_UNKNOWN');
    const member = await refusal(wallet().post(credit(crypto.randomUUID(), 5)));
    expect(member.code).toBe('LEDGER_ACCOUNT_UNKNOWN');
    expect(await count('ledger_transactions')).toBe(0);
  });

  it('never lets a member balance go below zero', async () => {
    const ana = await createAccount(ctx);
    const none = await refusal(wallet().post(debit(ana.id, 1)));
    expect(none.code).toBe('INSUFFICIENT_BALANCE');
    await wallet().post(credit(ana.id, 10));
    const over = await refusal(wallet().post(debit(ana.id, 11)));
    expect(over.code).toBe('INSUFFICIENT_BALANCE');
    expect(over.message).toBe('The balance is 10 coins');
    expect(await count('ledger_transactions')).toBe(1);
    expect(await wallet().balanceOf(ana.id)).toBe(10);
    // The database refuses it too, whatever the code does.
    const direct = await db()
      .execute(sql`update ledger_accounts set balance = -1 where user_id = ${ana.id}`)
      .catch((error: unknown) => error);
    expect(sqlState(direct)).toBe(SQLSTATE.checkViolation);
  });

  it('answers a repeated key with the first transaction and posts nothing', async () => {
    const ana = await createAccount(ctx);
    const first = await wallet().post(credit(ana.id, 10, 'same-key'));
    const again = await wallet().post(credit(ana.id, 10, 'same-key'));
    expect(again).toEqual({ transaction: first.transaction, replayed: true });
    expect(await count('ledger_transactions')).toBe(1);
    expect(await wallet().balanceOf(ana.id)).toBe(10);
    const other = await refusal(wallet().post(credit(ana.id, 11, 'same-key')));
    expect(other.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherText = await refusal(
      wallet().post({ ...credit(ana.id, 10, 'same-key'), description: 'Other' }),
    );
    expect(otherText.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('ledger_transactions')).toBe(1);
  });

  it('gives one success and one INSUFFICIENT_BALANCE to two concurrent spends of the last 10 coins', async () => {
    const ana = await createAccount(ctx);
    await wallet().post(credit(ana.id, 10));
    const results = await Promise.allSettled([
      wallet().post(debit(ana.id, 10)),
      wallet().post(debit(ana.id, 10)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as AppError).code).toBe('INSUFFICIENT_BALANCE');
    expect(await wallet().balanceOf(ana.id)).toBe(0);
    expect(await count('ledger_transactions')).toBe(2);
  });

  it('posts once when two first requests with one key race, the other gets the replay', async () => {
    const ana = await createAccount(ctx);
    await wallet().post(credit(ana.id, 10));
    const [a, b] = await Promise.all([
      wallet().post(debit(ana.id, 10, 'twin')),
      wallet().post(debit(ana.id, 10, 'twin')),
    ]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.transaction).toEqual(b.transaction);
    expect(await wallet().balanceOf(ana.id)).toBe(0);
  });

  it('tells the members whose balance changed, once', async () => {
    const ana = await createAccount(ctx);
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    try {
      const { transaction } = await wallet().post(credit(ana.id, 7, 'told'));
      await wallet().post(credit(ana.id, 7, 'told'));
      expect(emit.mock.calls).toEqual([
        [[ana.id], 'wallet:balance', { balance: 7, transactionId: transaction.id }],
      ]);
    } finally {
      emit.mockRestore();
    }
  });

  it("inside a caller's transaction: a refusal leaves it usable, a rollback takes the posting back", async () => {
    const ana = await createAccount(ctx);
    await db().transaction(async (tx) => {
      const error = await refusal(wallet().post(debit(ana.id, 5), { tx }));
      expect(error.code).toBe('INSUFFICIENT_BALANCE');
      await wallet().post(credit(ana.id, 5), { tx });
    });
    expect(await wallet().balanceOf(ana.id)).toBe(5);
    await db()
      .transaction(async (tx) => {
        await wallet().post(credit(ana.id, 100), { tx });
        expect(await wallet().balanceOf(ana.id, { tx, forUpdate: true })).toBe(105);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await wallet().balanceOf(ana.id)).toBe(5);
    expect(await count('ledger_transactions')).toBe(1);
  });
});

describe('wallet.reverse', () => {
  it('posts the mirror transaction, linked to the one it reverses', async () => {
    const ana = await createAccount(ctx);
    const { transaction } = await wallet().post(credit(ana.id, 40));
    const { transaction: reversal } = await wallet().reverse(transaction.id, {
      idempotencyKey: 'rev-1',
      description: 'Mistake',
    });
    expect(reversal).toMatchObject({ type: 'reversal', reversesId: transaction.id, description: 'Mistake' });
    expect(reversal.entries).toEqual([
      { account: { userId: ana.id }, coins: -40, balanceAfter: 0 },
      { account: { platform: 'adjustments' }, coins: 40, balanceAfter: null },
    ]);
    // The same request again is a replay, not a second reversal.
    const again = await wallet().reverse(transaction.id, { idempotencyKey: 'rev-1', description: 'Mistake' });
    expect(again).toEqual({ transaction: reversal, replayed: true });
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('refuses a second reversal, the reversal of a reversal and an unknown transaction', async () => {
    const ana = await createAccount(ctx);
    const { transaction } = await wallet().post(credit(ana.id, 40));
    const { transaction: reversal } = await wallet().reverse(transaction.id, {
      idempotencyKey: 'r1',
      description: 'x',
    });
    const twice = await refusal(wallet().reverse(transaction.id, { idempotencyKey: 'r2', description: 'x' }));
    expect(twice.code).toBe('TRANSACTION_ALREADY_REVERSED');
    const ofReversal = await refusal(
      wallet().reverse(reversal.id, { idempotencyKey: 'r3', description: 'x' }),
    );
    expect(ofReversal.code).toBe('TRANSACTION_NOT_REVERSIBLE');
    const unknown = await refusal(
      wallet().reverse(crypto.randomUUID(), { idempotencyKey: 'r4', description: 'x' }),
    );
    expect(unknown.code).toBe('TRANSACTION_NOT_FOUND');
    expect(await count('ledger_transactions')).toBe(2);
  });

  it('refuses two concurrent reversals of one transaction but one', async () => {
    const ana = await createAccount(ctx);
    const { transaction } = await wallet().post(credit(ana.id, 40));
    const results = await Promise.allSettled(
      ['a', 'b', 'c'].map((key) =>
        wallet().reverse(transaction.id, { idempotencyKey: key, description: 'x' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as AppError).code).toBe('TRANSACTION_ALREADY_REVERSED');
  });

  it('refuses a reversal the member can no longer pay, and a hand-made reversal that does not mirror', async () => {
    const ana = await createAccount(ctx);
    const { transaction } = await wallet().post(credit(ana.id, 40));
    await wallet().post(debit(ana.id, 30));
    const spent = await refusal(wallet().reverse(transaction.id, { idempotencyKey: 'r1', description: 'x' }));
    expect(spent.code).toBe('INSUFFICIENT_BALANCE');
    const partial = await refusal(
      wallet().post({ ...debit(ana.id, 10), type: 'reversal', reversesId: transaction.id }),
    );
    expect(partial.code).toBe('INVALID_POSTING');
    // A refund may take back part of it.
    const refund = await wallet().post({ ...debit(ana.id, 10), type: 'refund', reversesId: transaction.id });
    expect(refund.transaction.reversesId).toBe(transaction.id);
  });
});

describe('the posting function guards itself', () => {
  it('refuses an unbalanced or one-line posting sent to the database directly', async () => {
    const ana = await createAccount(ctx);
    for (const lines of [
      [
        { u: ana.id, p: null, c: 5 },
        { u: null, p: 'promotions', c: -4 },
      ],
      [
        { u: ana.id, p: null, c: 0 },
        { u: null, p: 'promotions', c: 0 },
      ],
      [{ u: ana.id, p: null, c: 5 }],
    ]) {
      const error = await db()
        .execute(
          sql`select ledger_post('direct', 'h', 'admin_adjustment', 'x', '{}'::jsonb, null, null, now(), ${JSON.stringify(lines)}::jsonb)`,
        )
        .catch((e: unknown) => e);
      expect(sqlState(error)).toBe('BTL03');
    }
    expect(await count('ledger_transactions')).toBe(0);
  });
});

describe('posted rows are immutable', () => {
  it('refuses UPDATE and DELETE of entries and transactions in the database', async () => {
    const ana = await createAccount(ctx);
    await wallet().post(credit(ana.id, 10));
    for (const statement of [
      'update ledger_entries set coins = coins + 1',
      'delete from ledger_entries',
      "update ledger_transactions set description = 'changed'",
      'delete from ledger_transactions',
    ]) {
      const error = await db()
        .execute(sql.raw(statement))
        .catch((e: unknown) => e);
      expect(sqlState(error), statement).toBe('BTL01');
    }
    expect(await count('ledger_entries')).toBe(2);
  });
});
