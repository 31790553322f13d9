import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../users/users.tables';

// Coins fit a JavaScript number (2^53); bigint keeps sums of many entries safe in SQL.
const coins = (name: string) => bigint(name, { mode: 'number' });

/**
 * A ledger account: a member's coin wallet (one per member, created on its first posting), an
 * escrow account (coins set aside for one purpose, named by its owner's id: a task's budget), or a
 * platform account named by its code (issuance, promotions, …). Member and escrow balances are
 * kept here, never below zero; a platform account's balance is the sum of its entries (kept
 * nowhere, so that no single row is updated by every posting of the platform).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 32 }),
    /** The id of what the escrow holds coins for (a task); no foreign key: the ledger knows no task. */
    escrowId: uuid('escrow_id'),
    balance: coins('balance'),
    /** The newest entry's time: entries of an account never go back in time (statement order). */
    lastPostedAt: at('last_posted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_key').on(t.userId),
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    uniqueIndex('ledger_accounts_escrow_key').on(t.escrowId),
    check('ledger_accounts_owner_check', sql`num_nonnulls(${t.userId}, ${t.code}, ${t.escrowId}) = 1`),
    check(
      'ledger_accounts_member_balance_check',
      sql`${t.userId} is null or (${t.balance} is not null and ${t.balance} >= 0)`,
    ),
    check(
      'ledger_accounts_escrow_balance_check',
      sql`${t.escrowId} is null or (${t.balance} is not null and ${t.balance} >= 0)`,
    ),
    check('ledger_accounts_platform_balance_check', sql`${t.code} is null or ${t.balance} is null`),
  ],
);

/** A posting: entries that sum to zero. Never updated or deleted (a trigger refuses it). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    /** SHA-256 of the posting's content: the same key with other content is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The sum of the credits: what the transaction moved (admin amount filters). */
    amount: coins('amount').notNull(),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => ledgerTransactions.id),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_number_key').on(t.number),
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    // A transaction is reversed (refunded, charged back) at most once.
    uniqueIndex('ledger_transactions_reverses_key').on(t.reversesId),
    index('ledger_transactions_created_idx').on(t.createdAt),
    check(
      'ledger_transactions_type_check',
      sql`${t.type} in ('purchase', 'referral_bonus', 'admin_adjustment', 'reversal', 'refund', 'chargeback', 'task_funding', 'task_reward', 'task_refund', 'withdrawal', 'withdrawal_return', 'withdrawal_payout')`,
    ),
    check('ledger_transactions_amount_check', sql`${t.amount} > 0`),
    check('ledger_transactions_not_self_check', sql`${t.reversesId} <> ${t.id}`),
  ],
);

/** One line of a transaction on one account. Never updated or deleted (a trigger refuses it). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    coins: coins('coins').notNull(),
    /** The account's balance after this entry; null on platform accounts. */
    balanceAfter: coins('balance_after'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_transaction_account_key').on(t.transactionId, t.accountId),
    // A member's statement, newest first: read backwards (ascending on purpose, see migration 0007).
    index('ledger_entries_account_recent_idx').on(t.accountId, t.createdAt, t.id),
    check('ledger_entries_coins_check', sql`${t.coins} <> 0`),
  ],
);

/**
 * A referral bonus on its way (docs/decisions.md, "Referral bonus vesting"): recorded when the
 * referred member verifies their email, either `pending` or `refused` (with the reason), and paid
 * (`vested`) only once the new member shows real activity. Nothing reaches the ledger before
 * vesting, so a pending bonus is no coin anywhere and `ledger:verify` has nothing to reconcile.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One reward per new account, whatever happens to its email afterwards. */
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    refusalReason: varchar('refusal_reason', { length: 32 }),
    /** The amounts of the day it was earned: a later change of the settings does not alter it. */
    referrerCoins: integer('referrer_coins').notNull(),
    newMemberCoins: integer('new_member_coins').notNull(),
    /** The network (IPv4 /24, IPv6 /64) the new member verified from: the server saw it, not a client string. */
    network: varchar('network', { length: 64 }),
    createdAt: at('created_at').notNull(),
    /** The earliest vesting time: the new member's verification plus the vesting days. */
    vestsAfter: at('vests_after').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('referral_rewards_referred_key').on(t.referredUserId),
    index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt),
    index('referral_rewards_pending_idx').on(t.vestsAfter).where(sql`${t.status} = 'pending'`),
    check('referral_rewards_status_check', sql`${t.status} in ('pending', 'vested', 'refused')`),
    check(
      'referral_rewards_refusal_check',
      sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
    check('referral_rewards_coins_check', sql`${t.referrerCoins} >= 0 and ${t.newMemberCoins} >= 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;
