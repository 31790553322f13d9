import {
  PAYOUT_LIMITS,
  payoutDestinationFields,
  payoutDrivers,
  payoutProviderKinds,
} from '@betogether/contracts/payouts/payouts.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { allIn, at, oneOf } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * A way to pay members (docs/decisions.md "Payout providers ([9])"): fee and limits in coins, the
 * currencies it pays in, the details a member gives, and the driver that carries a payout out.
 * Never deleted: withdrawals point at it; an admin switches it off instead.
 */
export const payoutProviders = pgTable(
  'payout_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: PAYOUT_LIMITS.nameMaxLength }).notNull(),
    driver: varchar('driver', { length: 20 }).notNull().default('manual'),
    /** ISO 4217 codes, in the order the admin gave them. */
    currencies: varchar('currencies', { length: 3 }).array().notNull(),
    feeFixedCoins: integer('fee_fixed_coins').notNull(),
    /** Basis points of the coins: 150 is 1.5 %. */
    feePercentBps: integer('fee_percent_bps').notNull(),
    minCoins: integer('min_coins').notNull(),
    maxCoins: integer('max_coins').notNull(),
    requiredFields: varchar('required_fields', { length: 16 }).array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Members choose by name: two methods may not share one (case aside).
    uniqueIndex('payout_providers_name_key').on(sql`lower(${t.name})`),
    index('payout_providers_active_idx').on(t.active, t.createdAt),
    check('payout_providers_kind_check', oneOf('kind', payoutProviderKinds)),
    check('payout_providers_driver_check', oneOf('driver', payoutDrivers)),
    check('payout_providers_currencies_check', sql`cardinality(${t.currencies}) >= 1`),
    check('payout_providers_fields_check', allIn('required_fields', payoutDestinationFields)),
    check(
      'payout_providers_fee_check',
      sql`${t.feeFixedCoins} >= 0 and ${t.feePercentBps} between 0 and 10000`,
    ),
    check('payout_providers_limits_check', sql`${t.minCoins} > 0 and ${t.maxCoins} >= ${t.minCoins}`),
  ],
);

/**
 * The coin-to-money rate of a currency, one row per version: a change inserts version n + 1, the
 * newest is current, and older ones stay for the withdrawals that recorded them. Never updated.
 */
export const payoutRates = pgTable(
  'payout_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: varchar('currency', { length: 3 }).notNull(),
    version: integer('version').notNull(),
    /** Money per coin in the currency's major unit, exact (6 decimals), read as text. */
    rate: numeric('rate', { precision: 13, scale: 6 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_rates_currency_version_key').on(t.currency, t.version),
    check('payout_rates_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payout_rates_version_check', sql`${t.version} >= 1`),
    check('payout_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

export type PayoutProviderRow = typeof payoutProviders.$inferSelect;
export type PayoutRateRow = typeof payoutRates.$inferSelect;
