import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type CallRow, callParticipants, calls } from './chat.tables';

export async function insertCall(
  db: Executor,
  values: typeof calls.$inferInsert,
): Promise<CallRow | undefined> {
  // The conversation's active call, if any, wins: nothing is inserted then.
  const [row] = await db.insert(calls).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCall(db: Executor, id: string, forUpdate = false): Promise<CallRow | undefined> {
  const query = db.select().from(calls).where(eq(calls.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function activeCallOf(db: Executor, conversationId: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.conversationId, conversationId), inArray(calls.status, ['ringing', 'ongoing'])))
    .limit(1);
  return row;
}

export async function updateCall(db: Executor, id: string, values: Partial<typeof calls.$inferInsert>) {
  const [row] = await db.update(calls).set(values).where(eq(calls.id, id)).returning();
  if (!row) throw new Error('call not updated');
  return row;
}

/** Joins (or joins again) a call. */
export async function join(db: Executor, callId: string, userId: string, now: Date) {
  await db
    .insert(callParticipants)
    .values({ callId, userId, joinedAt: now })
    .onConflictDoUpdate({
      target: [callParticipants.callId, callParticipants.userId],
      set: { leftAt: null },
    });
}

export async function leave(db: Executor, callId: string, userId: string, now: Date): Promise<boolean> {
  const left = await db
    .update(callParticipants)
    .set({ leftAt: now })
    .where(
      and(
        eq(callParticipants.callId, callId),
        eq(callParticipants.userId, userId),
        isNull(callParticipants.leftAt),
      ),
    )
    .returning({ userId: callParticipants.userId });
  return left.length > 0;
}

/** Everyone still in the call leaves it (it ended). */
export async function leaveAll(db: Executor, callId: string, now: Date) {
  await db
    .update(callParticipants)
    .set({ leftAt: now })
    .where(and(eq(callParticipants.callId, callId), isNull(callParticipants.leftAt)));
}

/** The participants, those in it now first; `inCall` false once they left. */
export async function participantsOf(db: Executor, callId: string) {
  return db
    .select({ person: personColumns(users), inCall: sql<boolean>`${callParticipants.leftAt} is null` })
    .from(callParticipants)
    .innerJoin(users, eq(users.id, callParticipants.userId))
    .where(eq(callParticipants.callId, callId))
    .orderBy(asc(callParticipants.joinedAt), asc(users.id));
}

/** The active calls a member is in (to leave them when their last tab closes). */
export async function activeCallsOf(db: Executor, userId: string) {
  return db
    .select({ id: calls.id })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(
      and(
        eq(callParticipants.userId, userId),
        isNull(callParticipants.leftAt),
        inArray(calls.status, ['ringing', 'ongoing']),
      ),
    );
}

export async function ringingSince(db: Executor, before: Date) {
  return db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, 'ringing'), lt(calls.startedAt, before)));
}
