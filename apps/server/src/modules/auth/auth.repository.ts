import { and, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { users } from '../users/users.tables';
import {
  authLimitEvents,
  type EmailChallengeRow,
  emailChallenges,
  passwordResets,
  registrationDecoys,
  type SessionRow,
  sessions,
} from './auth.tables';

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/**
 * The live session of a token with its member's role (none while the member is suspended), in one query: every authenticated request
 * starts here, so it is one round trip, not two, and a statement prepared once.
 */
const liveSession = preparedOnce((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A suspended member's token answers 401 whatever session it is: one that a sign-in
        // racing the suspension committed after its sessions were ended included.
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('live_session_by_token'),
);

export async function findLiveSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

export async function listLiveSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
}

export async function revokeSession(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the account but `keepId` (when given). */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  now: Date,
  keepId?: string,
): Promise<void> {
  const keep = keepId ? ne(sessions.id, keepId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

export async function hasUsedDevice(db: Executor, userId: string, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceHash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

export async function countLiveSessions(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Executor,
  values: typeof emailChallenges.$inferInsert,
): Promise<EmailChallengeRow> {
  const [row] = await db.insert(emailChallenges).values(values).returning();
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}

export async function findChallenge(db: Executor, id: string): Promise<EmailChallengeRow | undefined> {
  const [row] = await db.select().from(emailChallenges).where(eq(emailChallenges.id, id)).limit(1);
  return row;
}

/**
 * Counts one try, atomically: answers the challenge only while it is open, unexpired and under
 * the attempt limit, so two concurrent guesses cannot both use the last try.
 */
export async function spendChallengeAttempt(
  db: Executor,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<EmailChallengeRow | undefined> {
  const [row] = await db
    .update(emailChallenges)
    .set({ attempts: sql`${emailChallenges.attempts} + 1` })
    .where(
      and(
        eq(emailChallenges.id, id),
        isNull(emailChallenges.consumedAt),
        gt(emailChallenges.expiresAt, now),
        lt(emailChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

export async function consumeChallenge(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailChallenges)
    .set({ consumedAt: now })
    .where(and(eq(emailChallenges.id, id), isNull(emailChallenges.consumedAt)))
    .returning({ id: emailChallenges.id });
  return rows.length > 0;
}

/** A new code for an open challenge; its spent tries stay spent, and an expired one stays dead. */
export async function renewChallenge(
  db: Executor,
  id: string,
  values: { codeHash: string; expiresAt: Date; lastSentAt: Date },
  maxAttempts: number,
): Promise<EmailChallengeRow | undefined> {
  const [row] = await db
    .update(emailChallenges)
    .set(values)
    .where(
      and(
        eq(emailChallenges.id, id),
        isNull(emailChallenges.consumedAt),
        gt(emailChallenges.expiresAt, values.lastSentAt),
        lt(emailChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

export async function findChallengeByClientKey(
  db: Executor,
  email: string,
  clientKey: string,
): Promise<EmailChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChallenges)
    .where(and(eq(emailChallenges.email, email), eq(emailChallenges.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Registrations of one email run one at a time: a double click cannot make two. */
export async function lockRegistration(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${email}`}))`);
}

export async function insertDecoy(
  db: Executor,
  values: typeof registrationDecoys.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(registrationDecoys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: registrationDecoys.id });
  return rows.length > 0;
}

export async function isUsernameHeldByDecoy(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationDecoys.id })
    .from(registrationDecoys)
    .where(eq(sql`lower(${registrationDecoys.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** The decoys a sign-in identifier (email or username) names, newest first. */
export async function findDecoys(db: Executor, identifier: string) {
  const value = identifier.trim();
  const where = value.includes('@')
    ? eq(registrationDecoys.email, value.toLowerCase())
    : eq(sql`lower(${registrationDecoys.username})`, value.toLowerCase());
  return db
    .select()
    .from(registrationDecoys)
    .where(where)
    .orderBy(desc(registrationDecoys.createdAt))
    .limit(5);
}

/** Held until the transaction ends: the limits of one mailbox and kind are counted one at a time. */
export async function lockLimit(db: Executor, email: string, kind: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`limit:${kind}:${email}`}))`);
}

export async function countLimitEvents(db: Executor, email: string, kind: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authLimitEvents.createdAt})` })
    .from(authLimitEvents)
    .where(
      and(
        eq(authLimitEvents.email, email),
        eq(authLimitEvents.kind, kind),
        gt(authLimitEvents.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordLimitEvent(db: Executor, email: string, kind: string, at: Date): Promise<void> {
  await db.insert(authLimitEvents).values({ email, kind, createdAt: at });
}

export async function deleteLimitEventsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(authLimitEvents).where(lt(authLimitEvents.createdAt, before));
}

export async function insertPasswordReset(
  db: Executor,
  values: typeof passwordResets.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  if (!row) throw new Error('reset insert returned nothing');
  return row.id;
}

export async function findOpenPasswordReset(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row;
}

/** Marks the link used if it still was open; answers its user, once. */
export async function usePasswordReset(
  db: Executor,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function closeOpenPasswordResets(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
