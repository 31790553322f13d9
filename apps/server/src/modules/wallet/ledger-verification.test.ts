import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { createAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { formatLedgerReport, type LedgerReport, verifyLedger } from './ledger-verification';

const ctx = useTestApp();
const db = () => ctx.built.database.db;

/** A small clean ledger: a credit, a debit and a reversal. */
async function ledger() {
  const ana = await createAccount(ctx);
  const wallet = ctx.built.services.wallet;
  const credit = await wallet.post({
    idempotencyKey: 'c1',
    type: 'purchase',
    description: 'Pack',
    entries: [
      { account: { platform: 'issuance' }, coins: -100 },
      { account: { userId: ana.id }, coins: 100 },
    ],
  });
  const debit = await wallet.post({
    idempotencyKey: 'd1',
    type: 'admin_adjustment',
    description: 'Fix',
    entries: [
      { account: { platform: 'adjustments' }, coins: 30 },
      { account: { userId: ana.id }, coins: -30 },
    ],
  });
  await wallet.reverse(debit.transaction.id, { idempotencyKey: 'r1', description: 'Undo' });
  return { ana, credit: credit.transaction, debit: debit.transaction };
}

const rollback = new Error('rollback');

/** Breaks the ledger inside a transaction (the triggers switched off there), checks, rolls back. */
async function tampered(statements: SQL[]): Promise<LedgerReport> {
  let report: LedgerReport | undefined;
  await db()
    .transaction(async (tx: Executor) => {
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_immutable`);
      await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_immutable`);
      for (const statement of statements) await tx.execute(statement);
      report = await verifyLedger(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  if (!report) throw new Error('no report');
  return report;
}

const checks = (report: LedgerReport) => report.anomalies.map((a) => a.check);

describe('verifyLedger', () => {
  it('passes a clean ledger and reports its figures', async () => {
    await ledger();
    const report = await verifyLedger(db());
    expect(report).toEqual({
      ok: true,
      counts: { accounts: 3, transactions: 3, entries: 6 },
      memberCoins: 100,
      escrowCoins: 0,
      platformBalances: { adjustments: 0, issuance: -100 },
      anomalies: [],
    });
    expect(formatLedgerReport(report)).toContain('OK: every check passed.');
  });

  it('finds an entry changed after posting', async () => {
    const { credit } = await ledger();
    const report = await tampered([
      sql`update ledger_entries set coins = 120, balance_after = 120 where transaction_id = ${credit.id} and balance_after is not null`,
    ]);
    expect(report.ok).toBe(false);
    expect(checks(report)).toEqual([
      'transaction entries do not sum to zero, or fewer than two entries',
      'transaction amount is not the sum of its credits',
      'member or escrow balance differs from the sum of its entries',
      'balance_after does not chain (previous balance + coins), or goes below zero',
      'all entries together do not sum to zero',
    ]);
    expect(formatLedgerReport(report)).toMatch(/ANOMALY \(1\): member or escrow balance differs/);
  });

  it('finds a balance changed without an entry, and an entry deleted', async () => {
    const { ana, debit } = await ledger();
    const report = await tampered([
      sql`update ledger_accounts set balance = 1000 where user_id = ${ana.id}`,
      sql`delete from ledger_entries where transaction_id = ${debit.id} and balance_after is null`,
    ]);
    expect(checks(report)).toEqual([
      'transaction entries do not sum to zero, or fewer than two entries',
      'transaction amount is not the sum of its credits',
      'member or escrow balance differs from the sum of its entries',
      'reversal does not mirror the transaction it reverses',
      'all entries together do not sum to zero',
    ]);
  });

  it('finds broken reversal links and a reused idempotency key', async () => {
    const { credit, debit } = await ledger();
    const report = await tampered([
      sql`update ledger_transactions set reverses_id = ${credit.id} where reverses_id = ${debit.id}`,
      sql`drop index ledger_transactions_idempotency_key`,
      sql`drop index ledger_transactions_reverses_key`,
      sql`insert into ledger_transactions (idempotency_key, request_hash, type, description, amount, reverses_id, created_at)
          select 'c1', request_hash, 'refund', 'Twin', 100, ${credit.id}, created_at from ledger_transactions where id = ${credit.id}`,
    ]);
    expect(checks(report)).toEqual([
      'transaction entries do not sum to zero, or fewer than two entries',
      'transaction amount is not the sum of its credits',
      'idempotency key used more than once',
      'transaction reversed more than once',
      'reversal does not mirror the transaction it reverses',
    ]);
  });
});
