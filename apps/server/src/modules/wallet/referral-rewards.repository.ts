import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sessions } from '../auth/auth.tables';
import { type ReferralRewardRow, referralRewards } from './wallet.tables';

/**
 * Ledger credits that show a new member's real activity (docs/decisions.md): a purchase today;
 * a completed task's reward joins this list when tasks exist. A credit later refunded or charged
 * back (it has a reversal) does not count.
 */
export const QUALIFYING_TRANSACTION_TYPES = ['purchase'] as const;

const qualifying = sql.join(
  QUALIFYING_TRANSACTION_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** Whether this member's wallet received a qualifying credit that stands. */
const activitySql = (userId: unknown) => sql`exists (
  select 1 from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
  where a.user_id = ${userId} and e.coins > 0 and t.type in (${qualifying})
    and not exists (select 1 from ledger_transactions r where r.reverses_id = t.id))`;

export async function insertReward(
  db: Executor,
  row: typeof referralRewards.$inferInsert,
): Promise<ReferralRewardRow | undefined> {
  const [inserted] = await db.insert(referralRewards).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Serializes the decisions about one referrer's bonuses until the transaction ends, so that two
 * verifications at once cannot both pass a cap.
 */
export async function lockReferrer(db: Executor, referrerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral-rewards:${referrerId}`}))`);
}

/** A referrer's bonuses that count against the caps (pending or vested), since `since` if given. */
export async function countEarning(db: Executor, referrerId: string, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.referrerId, referrerId),
        ne(referralRewards.status, 'refused'),
        since ? sql`${referralRewards.createdAt} >= ${since.toISOString()}::timestamptz` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Whether another of this referrer's bonuses (pending or vested) came from that network. */
export async function networkAlreadyRewarded(db: Executor, referrerId: string, network: string) {
  const [row] = await db
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.referrerId, referrerId),
        eq(referralRewards.network, network),
        ne(referralRewards.status, 'refused'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every address the server recorded for this member's sign-ins (their sessions, live or not). */
export async function sessionAddresses(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ userId: sessions.userId, ip: sessions.ip })
    .from(sessions)
    .where(and(inArray(sessions.userId, userIds), isNotNull(sessions.ip)));
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  for (const row of rows) if (row.ip) byUser.get(row.userId)?.push(row.ip);
  return byUser;
}

/** The pending bonus of this new member, locked until the transaction ends. */
export async function lockPending(db: Executor, referredUserId: string) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.referredUserId, referredUserId), eq(referralRewards.status, 'pending')))
    .for('update');
  return row;
}

export async function hasQualifyingActivity(db: Executor, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ active: boolean }>(await db.execute(sql`select ${activitySql(userId)} as active`));
  return row?.active === true;
}

/** New members whose bonus may vest now: the waiting time is over and the activity is there. */
export async function dueReferredUsers(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: referralRewards.referredUserId })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.status, 'pending'),
        sql`${referralRewards.vestsAfter} <= ${now.toISOString()}::timestamptz`,
        activitySql(referralRewards.referredUserId),
      ),
    )
    .orderBy(referralRewards.vestsAfter)
    .limit(limit);
  return rows.map((row) => row.userId);
}

export async function decide(
  db: Executor,
  id: string,
  decision: { status: 'vested' } | { status: 'refused'; reason: string },
  at: Date,
): Promise<void> {
  await db
    .update(referralRewards)
    .set({
      status: decision.status,
      refusalReason: decision.status === 'refused' ? decision.reason : null,
      decidedAt: at,
    })
    .where(eq(referralRewards.id, id));
}

/** What the referrer's card shows: bonuses on their way, and the coins they will bring. */
export async function pendingAsReferrer(db: Executor, referrerId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      coins: sql<number>`coalesce(sum(${referralRewards.referrerCoins}), 0)::int`,
    })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), eq(referralRewards.status, 'pending')));
  return { count: row?.count ?? 0, coins: row?.coins ?? 0 };
}

export async function rewardOf(db: Executor, referredUserId: string) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredUserId, referredUserId))
    .limit(1);
  return row;
}
