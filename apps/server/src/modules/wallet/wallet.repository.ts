import {
  boughtTypes,
  correctionTypes,
  returnTypes,
  type TransactionType,
} from '@betogether/contracts/wallet/wallet.constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../users/users.tables';
import type { LedgerLine } from './ledger-posting';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './wallet.tables';

/** A transaction as `ledger_transaction_json` (the posting function) returns it. */
export type StoredTransaction = {
  id: string;
  number: number;
  type: TransactionType;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  reversesId: string | null;
  entries: Array<{
    userId: string | null;
    platform: string | null;
    escrow: string | null;
    coins: number;
    balanceAfter: number | null;
  }>;
};

export type PostOutcome =
  | { status: 'posted' | 'replayed'; transaction: StoredTransaction }
  | { status: 'key_reused' | 'not_found' | 'not_reversible' | 'reversal_mismatch' }
  | { status: 'insufficient'; userId?: string; escrowId?: string; balance: number }
  | { status: 'unknown_member'; userId: string }
  | { status: 'already_reversed'; reversedById?: string };

/** ledger_post's arguments (another module's SQL function may call it with its own writes). */
export type LedgerCall = {
  key: string;
  hash: string;
  type: TransactionType;
  description: string;
  metadata: Record<string, unknown>;
  reversesId: string | null;
  actorId: string | null;
  at: Date;
  lines: LedgerLine[];
};

/** One round trip: the `ledger_post` function (migration ledger-immutable) does the whole posting. */
export async function callPost(db: Executor, input: LedgerCall): Promise<PostOutcome> {
  const result = await db.execute(
    sql`select ledger_post(${input.key}, ${input.hash}, ${input.type}, ${input.description},
      ${JSON.stringify(input.metadata)}::jsonb, ${input.reversesId}::uuid,
      ${input.actorId}::uuid, ${input.at.toISOString()}::timestamptz, ${JSON.stringify(input.lines)}::jsonb) as outcome`,
  );
  const [row] = rowsOf<{ outcome: PostOutcome | string }>(result);
  if (!row) throw new Error('ledger_post answered nothing');
  return typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as PostOutcome) : row.outcome;
}

export async function memberAccount(
  db: Executor,
  userId: string,
  forUpdate = false,
): Promise<{ id: string; balance: number } | undefined> {
  const query = db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .limit(1);
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row ? { id: row.id, balance: row.balance ?? 0 } : undefined;
}

/** An escrow's balance (0 before its first posting); `forUpdate` locks it in the caller's transaction. */
export async function escrowBalance(db: Executor, escrowId: string, forUpdate = false): Promise<number> {
  const query = db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.escrowId, escrowId))
    .limit(1);
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row?.balance ?? 0;
}

/** A transaction's entries with their accounts (to build its reversal). */
export async function transactionLines(db: Executor, transactionId: string) {
  return db
    .select({
      userId: ledgerAccounts.userId,
      code: ledgerAccounts.code,
      escrowId: ledgerAccounts.escrowId,
      coins: ledgerEntries.coins,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(ledgerEntries.id);
}

export type StatementFilters = {
  type?: TransactionType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};
export type StatementAfter = { createdAt: string; id: number } | null;

/**
 * A member's entries with their transactions, newest first (ledger_entries_account_recent_idx read
 * backwards; an account's entries never go back in time, so this is also the posting order).
 */
export async function statementPage(
  db: Executor,
  accountId: string,
  filters: StatementFilters,
  limit: number,
  after: StatementAfter,
) {
  const reversal = sql`(select r.id from ledger_transactions r where r.reverses_id = ${ledgerTransactions.id})`;
  return db
    .select({
      entryId: ledgerEntries.id,
      coins: ledgerEntries.coins,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      transactionId: ledgerTransactions.id,
      number: ledgerTransactions.number,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      metadata: ledgerTransactions.metadata,
      reversesId: ledgerTransactions.reversesId,
      reversedById: sql<string | null>`${reversal}`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        filters.type ? eq(ledgerTransactions.type, filters.type) : undefined,
        filters.from
          ? sql`${ledgerEntries.createdAt} >= ${filters.from.toISOString()}::timestamptz`
          : undefined,
        filters.to ? sql`${ledgerEntries.createdAt} < ${filters.to.toISOString()}::timestamptz` : undefined,
        after
          ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit + 1);
}

/**
 * A member's flows per day (in `timeZone`) from the local date `since`, and the balance at the
 * start of that day: what the dashboard's week, month and 30-day chart are made of.
 */
export async function dailyFlows(db: Executor, accountId: string, since: string, timeZone: string) {
  const start = sql`(${since}::date::timestamp at time zone ${timeZone})`;
  const list = (types: readonly string[]) =>
    sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    );
  const bought = sql`t.type in (${list(boughtTypes)})`;
  const corrected = sql`t.type in (${list(correctionTypes)})`;
  // A task's unspent budget coming back makes what was spent smaller (not an earning).
  const returned = sql`t.type in (${list(returnTypes)})`;
  const days = rowsOf<{
    day: string;
    bought: string | number;
    earned: string | number;
    spent: string | number;
    corrected: string | number;
    closing: string | number;
  }>(
    await db.execute(sql`
      select to_char((e.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        coalesce(sum(e.coins) filter (where ${bought} and e.coins > 0), 0) as bought,
        coalesce(sum(e.coins) filter (where not ${bought} and not ${corrected} and not ${returned} and e.coins > 0), 0) as earned,
        coalesce(-sum(e.coins) filter (where not ${bought} and not ${corrected} and (e.coins < 0 or ${returned})), 0) as spent,
        coalesce(sum(e.coins) filter (where ${corrected}), 0) as corrected,
        (array_agg(e.balance_after order by e.created_at desc, e.id desc))[1] as closing
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      where e.account_id = ${accountId} and e.created_at >= ${start}
      group by 1`),
  );
  const [opening] = rowsOf<{ balance: string | number }>(
    await db.execute(sql`
      select e.balance_after as balance from ledger_entries e
      where e.account_id = ${accountId} and e.created_at < ${start}
      order by e.created_at desc, e.id desc limit 1`),
  );
  return {
    opening: Number(opening?.balance ?? 0),
    days: days.map((d) => ({
      day: d.day,
      bought: Number(d.bought),
      earned: Number(d.earned),
      spent: Number(d.spent),
      corrected: Number(d.corrected),
      closing: Number(d.closing),
    })),
  };
}

/** How many members signed up with this member's code (verified or not), and the bonus it earned them. */
export async function referralFigures(db: Executor, userId: string, accountId: string | undefined) {
  const [people] = await db
    .select({
      joined: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is null)::int`,
    })
    .from(users)
    .where(eq(users.referredById, userId));
  let bonus = 0;
  if (accountId) {
    const [row] = await db
      .select({ coins: sql<string | number>`coalesce(sum(${ledgerEntries.coins}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          eq(ledgerTransactions.type, 'referral_bonus'),
          sql`${ledgerTransactions.metadata} ->> 'role' = 'referrer'`,
        ),
      );
    bonus = Number(row?.coins ?? 0);
  }
  return { joined: people?.joined ?? 0, pending: people?.pending ?? 0, bonus };
}
