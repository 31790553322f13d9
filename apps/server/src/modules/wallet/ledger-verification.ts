import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

type LedgerAnomaly = { check: string; count: number; examples: Array<Record<string, unknown>> };

export type LedgerReport = {
  ok: boolean;
  counts: { accounts: number; transactions: number; entries: number };
  /** Coins held by members, coins held in escrow, and each platform account's balance (the sum of its entries). */
  memberCoins: number;
  escrowCoins: number;
  platformBalances: Record<string, number>;
  anomalies: LedgerAnomaly[];
};

const EXAMPLES = 20;

/** Each check lists the rows that break one rule of the ledger; none may come back. */
const checks: Array<{ check: string; query: SQL }> = [
  {
    check: 'transaction entries do not sum to zero, or fewer than two entries',
    query: sql`select t.id, t.number, coalesce(sum(e.coins), 0)::text as sum, count(e.id)::int as entries
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.coins), 0) <> 0 or count(e.id) < 2`,
  },
  {
    check: 'transaction amount is not the sum of its credits',
    query: sql`select t.id, t.number, t.amount::text as amount,
        coalesce(sum(e.coins) filter (where e.coins > 0), 0)::text as credits
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having t.amount <> coalesce(sum(e.coins) filter (where e.coins > 0), 0)`,
  },
  {
    check: 'member or escrow balance differs from the sum of its entries',
    query: sql`select a.id, a.user_id, a.escrow_id, a.balance::text as balance, coalesce(sum(e.coins), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.code is null
      group by a.id having a.balance is distinct from coalesce(sum(e.coins), 0)`,
  },
  {
    check: 'negative member or escrow balance',
    query: sql`select id, user_id, escrow_id, balance::text as balance from ledger_accounts
      where code is null and balance < 0`,
  },
  {
    check: 'balance_after does not chain (previous balance + coins), or goes below zero',
    query: sql`select account_id, id, coins::text as coins, balance_after::text as balance_after, previous::text as previous
      from (
        select e.account_id, e.id, e.coins, e.balance_after,
          lag(e.balance_after) over (partition by e.account_id order by e.id) as previous
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.code is null) chain
      where balance_after is null or balance_after <> coalesce(previous, 0) + coins or balance_after < 0`,
  },
  {
    check: 'platform account entry with a balance_after',
    query: sql`select e.id, a.code from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.code is not null and e.balance_after is not null`,
  },
  {
    check: "a member's or escrow's entries go back in time (statement order differs from posting order)",
    query: sql`select account_id, id from (
        select e.account_id, e.id, e.created_at,
          lag(e.created_at) over (partition by e.account_id order by e.id) as previous
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.code is null) timeline
      where previous > created_at`,
  },
  {
    check: 'idempotency key used more than once',
    query: sql`select idempotency_key, count(*)::int as times from ledger_transactions
      group by idempotency_key having count(*) > 1`,
  },
  {
    check: 'transaction reversed more than once',
    query: sql`select reverses_id, count(*)::int as times from ledger_transactions
      where reverses_id is not null group by reverses_id having count(*) > 1`,
  },
  {
    check: 'reversal link broken: missing target, self, a reversed reversal, or a reversal without target',
    query: sql`select t.id, t.number, t.type, t.reverses_id from ledger_transactions t
      left join ledger_transactions o on o.id = t.reverses_id
      where (t.reverses_id is not null and (o.id is null or o.id = t.id or o.reverses_id is not null))
         or (t.type = 'reversal' and t.reverses_id is null)`,
  },
  {
    check: 'reversal does not mirror the transaction it reverses',
    query: sql`select r.id, r.number, r.reverses_id from ledger_transactions r
      where r.type = 'reversal' and r.reverses_id is not null and exists (
        select 1
        from (select account_id, coins from ledger_entries where transaction_id = r.reverses_id) o
        full join (select account_id, coins from ledger_entries where transaction_id = r.id) g
          on g.account_id = o.account_id
        where o.coins is distinct from -g.coins)`,
  },
];

/**
 * Recomputes the ledger from its entries and lists every broken rule (`npm run ledger:verify`,
 * the benchmark and the tests call it). Read-only; run it on a quiet database or accept that
 * postings committed during the run may show as differences between two checks.
 */
export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const anomalies: LedgerAnomaly[] = [];
  for (const { check, query } of checks) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(query));
    if (rows.length > 0) anomalies.push({ check, count: rows.length, examples: rows.slice(0, EXAMPLES) });
  }
  const [totals] = rowsOf<{
    accounts: number;
    transactions: number;
    entries: number;
    total: string;
    members: string;
    escrows: string;
  }>(
    await db.execute(sql`select
        (select count(*)::int from ledger_accounts) as accounts,
        (select count(*)::int from ledger_transactions) as transactions,
        (select count(*)::int from ledger_entries) as entries,
        (select coalesce(sum(coins), 0)::text from ledger_entries) as total,
        (select coalesce(sum(balance), 0)::text from ledger_accounts where user_id is not null) as members,
        (select coalesce(sum(balance), 0)::text from ledger_accounts where escrow_id is not null) as escrows`),
  );
  if (totals && Number(totals.total) !== 0)
    anomalies.push({
      check: 'all entries together do not sum to zero',
      count: 1,
      examples: [{ sum: totals.total }],
    });
  const platform = rowsOf<{ code: string; balance: string }>(
    await db.execute(sql`select a.code, coalesce(sum(e.coins), 0)::text as balance
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.code is not null group by a.code order by a.code`),
  );
  return {
    ok: anomalies.length === 0,
    counts: {
      accounts: totals?.accounts ?? 0,
      transactions: totals?.transactions ?? 0,
      entries: totals?.entries ?? 0,
    },
    memberCoins: Number(totals?.members ?? 0),
    escrowCoins: Number(totals?.escrows ?? 0),
    platformBalances: Object.fromEntries(platform.map((row) => [row.code, Number(row.balance)])),
    anomalies,
  };
}

/** The report as text for a terminal. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = [
    `Ledger: ${report.counts.transactions} transactions, ${report.counts.entries} entries, ${report.counts.accounts} accounts`,
    `Members hold ${report.memberCoins} coins, escrows ${report.escrowCoins}; platform accounts: ${
      Object.entries(report.platformBalances)
        .map(([code, balance]) => `${code} ${balance}`)
        .join(', ') || 'none'
    }`,
  ];
  if (report.ok) lines.push('OK: every check passed.');
  for (const anomaly of report.anomalies) {
    lines.push(`ANOMALY (${anomaly.count}): ${anomaly.check}`);
    for (const example of anomaly.examples) lines.push(`  ${JSON.stringify(example)}`);
  }
  return lines.join('\n');
}
