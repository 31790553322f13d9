import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { paymentEvents, paymentHolds, purchases, receiptCounters } from './payments.tables';

export type PurchaseRow = typeof purchases.$inferSelect;
type NewPurchase = typeof purchases.$inferInsert;
export type PaymentHoldRow = typeof paymentHolds.$inferSelect;

export async function findPurchase(db: Executor, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  return row;
}

export async function findByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findByProviderRef(
  db: Executor,
  provider: string,
  providerRef: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerRef, providerRef)))
    .limit(1);
  return row;
}

/** Undefined when a purchase with this member and key already exists (a concurrent repeat). */
export async function insertPurchase(db: Executor, values: NewPurchase): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .insert(purchases)
    .values(values)
    .onConflictDoNothing({ target: [purchases.userId, purchases.idempotencyKey] })
    .returning();
  return row;
}

/** Stores the provider's checkout once; undefined when a concurrent repeat stored it first. */
export async function setCheckout(
  db: Executor,
  id: string,
  values: { providerRef: string; checkoutUrl: string; updatedAt: Date },
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(purchases)
    .set(values)
    .where(and(eq(purchases.id, id), isNull(purchases.checkoutUrl)))
    .returning();
  return row;
}

export async function lockPurchase(tx: Executor, where: SQL): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(purchases).where(where).for('update').limit(1);
  return row;
}

/**
 * The purchase a provider event names, locked: by our id when the provider echoes it, else by the
 * checkout reference, else by the payment reference.
 */
export async function lockPurchaseForEvent(
  tx: Executor,
  provider: string,
  refs: {
    purchaseId?: string | undefined;
    providerRef?: string | undefined;
    paymentRef?: string | undefined;
  },
): Promise<PurchaseRow | undefined> {
  if (refs.purchaseId && isUuid(refs.purchaseId)) {
    const row = await lockPurchase(
      tx,
      and(eq(purchases.id, refs.purchaseId), eq(purchases.provider, provider)) as SQL,
    );
    if (row) return row;
  }
  if (refs.providerRef) {
    const row = await lockPurchase(
      tx,
      and(eq(purchases.provider, provider), eq(purchases.providerRef, refs.providerRef)) as SQL,
    );
    if (row) return row;
  }
  if (refs.paymentRef)
    return lockPurchase(
      tx,
      and(eq(purchases.provider, provider), eq(purchases.providerPaymentRef, refs.paymentRef)) as SQL,
    );
  return undefined;
}

export async function updatePurchase(
  tx: Executor,
  id: string,
  values: Partial<NewPurchase>,
): Promise<PurchaseRow> {
  const [row] = await tx.update(purchases).set(values).where(eq(purchases.id, id)).returning();
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}

export async function listPurchases(
  db: Executor,
  filters: { userId?: string | undefined; status?: string | undefined },
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<PurchaseRow[]> {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(purchases.userId, filters.userId));
  if (filters.status) conditions.push(eq(purchases.status, filters.status));
  if (after)
    conditions.push(
      sql`(${purchases.createdAt}, ${purchases.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  return db
    .select()
    .from(purchases)
    .where(and(...conditions))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
}

/**
 * The next receipt number of the year, inside the paying transaction: the counter row stays locked
 * until commit, and a rollback gives the number back, so numbers have no gaps.
 */
export async function nextReceiptSequence(tx: Executor, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error('receipt counter returned nothing');
  return row.lastNumber;
}

/** False when this provider event was already recorded (a repeated delivery). */
export async function recordEvent(
  tx: Executor,
  values: { provider: string; eventId: string; type: string; purchaseId: string | null; outcome: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function setEventOutcome(
  tx: Executor,
  provider: string,
  eventId: string,
  values: { purchaseId: string; outcome: string },
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set(values)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

export async function findOpenHold(db: Executor, userId: string): Promise<PaymentHoldRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.userId, userId), isNull(paymentHolds.releasedAt)))
    .limit(1);
  return row;
}

export async function insertHold(
  tx: Executor,
  values: { userId: string; purchaseId: string; reason: string },
): Promise<void> {
  await tx.insert(paymentHolds).values(values).onConflictDoNothing();
}

export async function listOpenHolds(db: Executor): Promise<PaymentHoldRow[]> {
  return db
    .select()
    .from(paymentHolds)
    .where(isNull(paymentHolds.releasedAt))
    .orderBy(desc(paymentHolds.createdAt))
    .limit(500);
}

export async function releaseHold(
  db: Executor,
  userId: string,
  values: { releasedAt: Date; releasedBy: string },
): Promise<PaymentHoldRow | undefined> {
  const [row] = await db
    .update(paymentHolds)
    .set(values)
    .where(and(eq(paymentHolds.userId, userId), isNull(paymentHolds.releasedAt)))
    .returning();
  return row;
}
