import {
  withdrawalEventKinds,
  withdrawalStatuses,
} from '@betogether/contracts/withdrawals/withdrawals.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, oneOf } from '../../db/columns';
import { payoutProviders, payoutRates } from '../payouts/payouts.tables';
import { users } from '../users/users.tables';

/**
 * A member's withdrawal (docs/decisions.md "Withdrawals"): the amounts are fixed when it is asked
 * for (the provider's fee, the rate version, the money), and its coins wait in the ledger in an
 * escrow named by its id until it is paid, or come back once when it is rejected or cancelled.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    /** What the member and finance quote ("W-1042"). */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => payoutProviders.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    coins: integer('coins').notNull(),
    feeCoins: integer('fee_coins').notNull(),
    rateId: uuid('rate_id')
      .notNull()
      .references(() => payoutRates.id, { onDelete: 'restrict' }),
    rateVersion: integer('rate_version').notNull(),
    /** The rate used, copied: what the member was shown stays readable whatever happens to rates. */
    rate: numeric('rate', { precision: 13, scale: 6 }).notNull(),
    moneyMinor: bigint('money_minor', { mode: 'number' }).notNull(),
    /** The details the provider asked for, as checked (an E.164 phone, an IBAN without spaces). */
    destination: jsonb('destination').$type<Record<string, string>>().notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** The admin's reason of a rejection. */
    reason: varchar('reason', { length: 500 }),
    /** The provider's reference of the payment. */
    reference: varchar('reference', { length: 100 }),
    /** Above the two-person threshold: the first of the two admins (the second sets `approved_by`). */
    firstApprovedBy: uuid('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: at('first_approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: at('approved_at'),
    /** More coins than the threshold when asked: a second, different admin must approve. */
    needsTwoApprovals: boolean('needs_two_approvals').notNull(),
    /** The member's Idempotency-Key and what it was sent with: a repeat answers the first. */
    requestKey: varchar('request_key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    requestedAt: at('requested_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_number_key').on(t.number),
    uniqueIndex('withdrawals_request_key').on(t.userId, t.requestKey),
    index('withdrawals_member_idx').on(t.userId, t.requestedAt, t.id),
    index('withdrawals_status_idx').on(t.status, t.requestedAt, t.id),
    index('withdrawals_requested_idx').on(t.requestedAt, t.id),
    check('withdrawals_status_check', oneOf('status', withdrawalStatuses)),
    check(
      'withdrawals_amounts_check',
      sql`${t.coins} > 0 and ${t.feeCoins} >= 0 and ${t.feeCoins} < ${t.coins}`,
    ),
    check('withdrawals_money_check', sql`${t.moneyMinor} > 0`),
  ],
);

/** A withdrawal's timeline: each step, who took it, the reason or the reference. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of steps taken in the same millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }),
    /** An admin's or the member's Idempotency-Key: the same step asked again answers the first. */
    requestKey: varchar('request_key', { length: 255 }),
    at: at('at').notNull(),
  },
  (t) => [
    index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.at, t.seq),
    uniqueIndex('withdrawal_events_request_key')
      .on(t.withdrawalId, t.actorId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    check('withdrawal_events_kind_check', oneOf('kind', withdrawalEventKinds)),
  ],
);

/** The admins' limits: one row (id 1), created with the defaults on first read. */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    id: smallint('id').primaryKey().default(1),
    dayLimitCoins: integer('day_limit_coins').notNull(),
    monthLimitCoins: integer('month_limit_coins').notNull(),
    secondApprovalAboveCoins: integer('second_approval_above_coins').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('withdrawal_settings_one_row', sql`${t.id} = 1`),
    check(
      'withdrawal_settings_limits_check',
      sql`${t.dayLimitCoins} > 0 and ${t.monthLimitCoins} >= ${t.dayLimitCoins} and ${t.secondApprovalAboveCoins} >= 0`,
    ),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalEventRow = typeof withdrawalEvents.$inferSelect;
