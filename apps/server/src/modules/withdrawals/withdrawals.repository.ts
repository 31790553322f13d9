import type { WithdrawalEventKind } from '@betogether/contracts/withdrawals/withdrawals.constants';
import type { AdminWithdrawalsQuery } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { payoutProviders } from '../payouts/payouts.tables';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type WithdrawalRow, withdrawalEvents, withdrawalSettings, withdrawals } from './withdrawals.tables';

/** One member's withdrawals at a time: the limits are counted and the coins moved under this lock. */
export async function lockMember(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${userId}`}, 0))`);
}

/** Coins of the member's withdrawals asked since `since` that still count (not rejected or cancelled). */
export async function coinsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ coins: sql<string>`coalesce(sum(${withdrawals.coins}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gte(withdrawals.requestedAt, since),
        inArray(withdrawals.status, ['pending', 'approved', 'paid']),
      ),
    );
  return Number(row?.coins ?? 0);
}

export async function findByRequestKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, key)))
    .limit(1);
  return row;
}

export async function insert(db: Executor, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal not inserted');
  return row;
}

/** The withdrawal, locked for its change when `forUpdate`. */
export async function find(db: Executor, id: string, forUpdate = false) {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function update(db: Executor, id: string, values: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await db.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error('withdrawal not updated');
  return row;
}

export async function addEvent(
  db: Executor,
  event: {
    withdrawalId: string;
    kind: WithdrawalEventKind;
    at: Date;
    actorId: string | null;
    note?: string | null;
    requestKey?: string | null;
  },
): Promise<void> {
  await db.insert(withdrawalEvents).values({
    withdrawalId: event.withdrawalId,
    kind: event.kind,
    at: event.at,
    actorId: event.actorId,
    note: event.note ?? null,
    requestKey: event.requestKey ?? null,
  });
}

/** The step this actor already took with this key on this withdrawal, if any (a repeat). */
export async function eventByKey(db: Executor, withdrawalId: string, actorId: string, key: string) {
  const [row] = await db
    .select()
    .from(withdrawalEvents)
    .where(
      and(
        eq(withdrawalEvents.withdrawalId, withdrawalId),
        eq(withdrawalEvents.actorId, actorId),
        eq(withdrawalEvents.requestKey, key),
      ),
    )
    .limit(1);
  return row;
}

export async function timelineOf(db: Executor, withdrawalId: string) {
  return db
    .select({ event: withdrawalEvents, actor: personColumns(users) })
    .from(withdrawalEvents)
    .leftJoin(users, eq(users.id, withdrawalEvents.actorId))
    .where(eq(withdrawalEvents.withdrawalId, withdrawalId))
    .orderBy(asc(withdrawalEvents.at), asc(withdrawalEvents.seq));
}

const provider = {
  id: payoutProviders.id,
  name: payoutProviders.name,
  kind: payoutProviders.kind,
};

/** A member's withdrawals, newest first, keyset on (requested_at, id). */
export async function memberPage(
  db: Executor,
  userId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return db
    .select({ withdrawal: withdrawals, provider })
    .from(withdrawals)
    .innerJoin(payoutProviders, eq(payoutProviders.id, withdrawals.providerId))
    .where(
      and(
        eq(withdrawals.userId, userId),
        after
          ? or(
              lt(withdrawals.requestedAt, after.createdAt),
              and(eq(withdrawals.requestedAt, after.createdAt), lt(withdrawals.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(limit + 1);
}

export async function findWithProvider(db: Executor, id: string) {
  const [row] = await db
    .select({ withdrawal: withdrawals, provider })
    .from(withdrawals)
    .innerJoin(payoutProviders, eq(payoutProviders.id, withdrawals.providerId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row;
}

const firstApprover = alias(users, 'first_approver');
const approver = alias(users, 'approver');

function adminFilters(query: Omit<AdminWithdrawalsQuery, 'limit' | 'cursor'>): SQL | undefined {
  const q = query.q?.replace(/^W-/i, '');
  const words = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    query.status ? eq(withdrawals.status, query.status) : undefined,
    query.providerId ? eq(withdrawals.providerId, query.providerId) : undefined,
    query.from ? gte(withdrawals.requestedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(withdrawals.requestedAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
    query.minCoins !== undefined ? gte(withdrawals.coins, query.minCoins) : undefined,
    query.awaitingSecondApproval
      ? and(eq(withdrawals.status, 'pending'), sql`${withdrawals.firstApprovedBy} is not null`)
      : undefined,
    words
      ? or(
          ilike(users.username, words),
          ilike(users.email, words),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, words),
          q && /^\d{1,15}$/.test(q) ? eq(withdrawals.number, Number(q)) : undefined,
        )
      : undefined,
  );
}

const adminColumns = {
  withdrawal: withdrawals,
  provider,
  member: { ...personColumns(users), email: users.email },
  firstApprover: personColumns(firstApprover),
  approver: personColumns(approver),
};

/** Admins' list, newest first, keyset on (requested_at, id). */
export async function adminPage(
  db: Executor,
  query: Omit<AdminWithdrawalsQuery, 'limit' | 'cursor'>,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return db
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(payoutProviders, eq(payoutProviders.id, withdrawals.providerId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .leftJoin(approver, eq(approver.id, withdrawals.approvedBy))
    .where(
      and(
        adminFilters(query),
        after
          ? or(
              lt(withdrawals.requestedAt, after.createdAt),
              and(eq(withdrawals.requestedAt, after.createdAt), lt(withdrawals.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(limit + 1);
}

export async function adminFind(db: Executor, id: string) {
  const [row] = await db
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(payoutProviders, eq(payoutProviders.id, withdrawals.providerId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .leftJoin(approver, eq(approver.id, withdrawals.approvedBy))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row;
}

export type AdminWithdrawalRow = NonNullable<Awaited<ReturnType<typeof adminFind>>>;

export async function settings(db: Executor) {
  const [row] = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.id, 1)).limit(1);
  return row;
}

export async function saveSettings(db: Executor, values: Omit<typeof withdrawalSettings.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(withdrawalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: withdrawalSettings.id, set: values })
    .returning();
  if (!row) throw new Error('withdrawal settings not saved');
  return row;
}
