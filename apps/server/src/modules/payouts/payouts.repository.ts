import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type PersonRow, personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type PayoutProviderRow, type PayoutRateRow, payoutProviders, payoutRates } from './payouts.tables';

type NewProvider = typeof payoutProviders.$inferInsert;

/** A rate version with the admin who set it (null once their account is gone). */
export type RateWithAuthor = { rate: PayoutRateRow; author: PersonRow | null };

/** Every provider (or the active ones), active first, then by name (a list of a few dozen at most). */
export async function listProviders(db: Executor, onlyActive = false): Promise<PayoutProviderRow[]> {
  return db
    .select()
    .from(payoutProviders)
    .where(onlyActive ? eq(payoutProviders.active, true) : undefined)
    .orderBy(desc(payoutProviders.active), asc(sql`lower(${payoutProviders.name})`), asc(payoutProviders.id));
}

export async function findProvider(db: Executor, id: string): Promise<PayoutProviderRow | undefined> {
  const [row] = await db.select().from(payoutProviders).where(eq(payoutProviders.id, id)).limit(1);
  return row;
}

/** The provider, its row locked until the transaction ends (a change reads what it changes). */
export async function lockProvider(db: Executor, id: string): Promise<PayoutProviderRow | undefined> {
  const [row] = await db.select().from(payoutProviders).where(eq(payoutProviders.id, id)).for('update');
  return row;
}

export async function insertProvider(db: Executor, values: NewProvider): Promise<PayoutProviderRow> {
  const [row] = await db.insert(payoutProviders).values(values).returning();
  if (!row) throw new Error('payout provider insert returned nothing');
  return row;
}

export async function updateProvider(
  db: Executor,
  id: string,
  values: Partial<NewProvider>,
): Promise<PayoutProviderRow> {
  const [row] = await db.update(payoutProviders).set(values).where(eq(payoutProviders.id, id)).returning();
  if (!row) throw new Error('payout provider update returned nothing');
  return row;
}

const rateWithAuthor = { rate: payoutRates, author: personColumns(users) };

function withAuthor(row: { rate: PayoutRateRow; author: PersonRow | null }): RateWithAuthor {
  return { rate: row.rate, author: row.author?.id ? row.author : null };
}

/** The current (newest) version of each currency's rate, of `currencies` only when given. */
export async function currentRates(db: Executor, currencies?: readonly string[]): Promise<RateWithAuthor[]> {
  if (currencies?.length === 0) return [];
  const rows = await db
    .selectDistinctOn([payoutRates.currency], rateWithAuthor)
    .from(payoutRates)
    .leftJoin(users, eq(users.id, payoutRates.createdBy))
    .where(currencies ? inArray(payoutRates.currency, [...currencies]) : undefined)
    .orderBy(payoutRates.currency, desc(payoutRates.version));
  return rows.map(withAuthor);
}

/** How many versions each currency's rate has. */
export async function versionCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: payoutRates.currency, versions: sql<number>`count(*)::int` })
    .from(payoutRates)
    .groupBy(payoutRates.currency);
  return new Map(rows.map((row) => [row.currency, row.versions]));
}

/** How many providers (active or not) offer each currency. */
export async function providerCounts(db: Executor): Promise<Map<string, number>> {
  const rows = rowsOf<{ currency: string; providers: number }>(
    await db.execute(
      sql`select currency, count(*)::int as providers
          from payout_providers, unnest(currencies) as currency group by currency`,
    ),
  );
  return new Map(rows.map((row) => [row.currency, Number(row.providers)]));
}

/** A currency's versions, newest first, keyset on the version. */
export async function rateHistory(
  db: Executor,
  currency: string,
  beforeVersion: number | null,
  limit: number,
): Promise<RateWithAuthor[]> {
  const rows = await db
    .select(rateWithAuthor)
    .from(payoutRates)
    .leftJoin(users, eq(users.id, payoutRates.createdBy))
    .where(
      and(
        eq(payoutRates.currency, currency),
        beforeVersion === null ? undefined : lt(payoutRates.version, beforeVersion),
      ),
    )
    .orderBy(desc(payoutRates.version))
    .limit(limit);
  return rows.map(withAuthor);
}

export async function findRate(db: Executor, id: string): Promise<RateWithAuthor | undefined> {
  const [row] = await db
    .select(rateWithAuthor)
    .from(payoutRates)
    .leftJoin(users, eq(users.id, payoutRates.createdBy))
    .where(eq(payoutRates.id, id))
    .limit(1);
  return row ? withAuthor(row) : undefined;
}

/** Queues the changes of one currency's rate: each new version sees the one before it. */
export async function lockCurrency(tx: Executor, currency: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-rate:${currency}`}))`);
}

export async function insertRate(
  tx: Executor,
  values: { currency: string; version: number; rate: string; createdBy: string; createdAt: Date },
): Promise<PayoutRateRow> {
  const [row] = await tx.insert(payoutRates).values(values).returning();
  if (!row) throw new Error('payout rate insert returned nothing');
  return row;
}
