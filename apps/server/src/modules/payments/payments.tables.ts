import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** What the store sells. Never deleted: a pack taken out of the store is made inactive. */
export const coinPacks = pgTable(
  'coin_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 60 }).notNull(),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    /** Integer minor units of `currency` (499 EUR = 4.99 €). */
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('coin_packs_store_idx').on(t.active, t.position, t.createdAt),
    check('coin_packs_coins_check', sql`${t.coins} > 0 and ${t.bonusCoins} >= 0`),
    check('coin_packs_price_check', sql`${t.priceMinor} > 0`),
    check('coin_packs_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * One attempt to buy a pack. The pack is copied in (name, coins, bonus, price, currency) so that
 * editing the pack never changes a past purchase or its receipt.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BT-<year>-<6 digits>, given in the transaction that confirms the payment: no gaps. */
    receiptNumber: varchar('receipt_number', { length: 24 }),
    // Money records outlive nothing: an account with purchases cannot be deleted by a cascade.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => coinPacks.id, { onDelete: 'restrict' }),
    packName: varchar('pack_name', { length: 60 }).notNull(),
    packCoins: integer('pack_coins').notNull(),
    packBonusCoins: integer('pack_bonus_coins').notNull(),
    /** packCoins + packBonusCoins: what a confirmed payment credits. */
    coins: integer('coins').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's checkout id (sandbox ref, Stripe Checkout Session id), once created. */
    providerRef: varchar('provider_ref', { length: 255 }),
    /** The provider's payment id, learnt on payment (Stripe PaymentIntent): refunds and disputes name it. */
    providerPaymentRef: varchar('provider_payment_ref', { length: 255 }),
    checkoutUrl: text('checkout_url'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    failureCode: varchar('failure_code', { length: 32 }),
    failureReason: varchar('failure_reason', { length: 500 }),
    /** Ledger transactions of the wallet module (its ids; the wallet owns those rows). */
    creditTransactionId: uuid('credit_transaction_id'),
    reversalTransactionId: uuid('reversal_transaction_id'),
    coinsTakenBack: integer('coins_taken_back'),
    shortfallCoins: integer('shortfall_coins'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    reversedAt: at('reversed_at'),
  },
  (t) => [
    uniqueIndex('purchases_receipt_number_key').on(t.receiptNumber),
    uniqueIndex('purchases_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('purchases_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('purchases_provider_payment_ref_key').on(t.provider, t.providerPaymentRef),
    index('purchases_user_recent_idx').on(t.userId, t.createdAt, t.id),
    index('purchases_recent_idx').on(t.createdAt, t.id),
    check(
      'purchases_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'canceled', 'refunded', 'charged_back')`,
    ),
    check('purchases_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('purchases_coins_check', sql`${t.coins} = ${t.packCoins} + ${t.packBonusCoins} and ${t.coins} > 0`),
    // A credited purchase has its receipt and its ledger transaction, always together.
    check(
      'purchases_credit_check',
      sql`(${t.creditTransactionId} is null) = (${t.receiptNumber} is null) and (${t.creditTransactionId} is null) = (${t.paidAt} is null)`,
    ),
  ],
);

/** The last receipt number given in each year: incremented inside the paying transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Every verified provider event, once: a second delivery of the same event id is recognised here
 * and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    /** What the event did: credited, reversed, failed, canceled, or ignored (state machine said no). */
    outcome: varchar('outcome', { length: 32 }).notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_purchase_idx').on(t.purchaseId),
  ],
);

/** A chargeback pauses the member's coin purchases until an admin releases the hold. */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('payment_holds_open_key').on(t.userId).where(sql`${t.releasedAt} is null`),
    uniqueIndex('payment_holds_purchase_key').on(t.purchaseId),
  ],
);
