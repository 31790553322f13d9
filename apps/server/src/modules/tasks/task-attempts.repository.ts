import type { AttemptFilter } from '@betogether/contracts/tasks/tasks.constants';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { type PersonRow, personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type TaskAttemptRow, taskAttempts, tasks } from './tasks.tables';

type NewAttempt = typeof taskAttempts.$inferInsert;

/** Inserts the member's attempt; undefined when they already have one for this task (unique key). */
export async function insertAttempt(tx: Executor, values: NewAttempt): Promise<TaskAttemptRow | undefined> {
  const [row] = await tx.insert(taskAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAttempt(db: Executor, id: string, forUpdate = false) {
  const query = db.select().from(taskAttempts).where(eq(taskAttempts.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function attemptOf(db: Executor, taskId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(taskAttempts)
    .where(and(eq(taskAttempts.taskId, taskId), eq(taskAttempts.memberId, memberId)))
    .limit(1);
  return row;
}

/**
 * Writes a beat: only if the attempt still expects this sequence number and is watching (a twin
 * beat that came first wins; this one then changes nothing and answers undefined).
 */
export async function saveBeat(
  tx: Executor,
  id: string,
  expectedSeq: number,
  values: Partial<NewAttempt>,
): Promise<TaskAttemptRow | undefined> {
  const [row] = await tx
    .update(taskAttempts)
    .set(values)
    .where(
      and(
        eq(taskAttempts.id, id),
        eq(taskAttempts.beatSeq, expectedSeq),
        eq(taskAttempts.status, 'watching'),
      ),
    )
    .returning();
  return row;
}

/** Moves an attempt from one status to the next; undefined when it was no longer in `from`. */
export async function moveAttempt(
  tx: Executor,
  id: string,
  from: TaskAttemptRow['status'][],
  values: Partial<NewAttempt>,
): Promise<TaskAttemptRow | undefined> {
  const [row] = await tx
    .update(taskAttempts)
    .set(values)
    .where(and(eq(taskAttempts.id, id), inArray(taskAttempts.status, from)))
    .returning();
  return row;
}

/** Coins the member was paid by tasks since `since` (the daily cap). */
export async function paidSince(db: Executor, memberId: string, since: Date): Promise<number> {
  const [row] = rowsOf<{ coins: string | number }>(
    await db.execute(sql`select coalesce(sum(reward_coins), 0) as coins from task_attempts
      where member_id = ${memberId}::uuid and status = 'completed' and reward_coins > 0
        and finished_at >= ${since.toISOString()}::timestamptz`),
  );
  return Number(row?.coins ?? 0);
}

/** Serialises one member's payouts (the daily cap is read, then written). Released at commit. */
export async function lockMemberPayouts(tx: Executor, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`task-payouts:${memberId}`}, 0))`);
}

const filterStatuses: Record<AttemptFilter, TaskAttemptRow['status'][]> = {
  done: ['completed'],
  pending: ['watching', 'quiz', 'pending'],
  refused: ['failed', 'refused'],
};

/** A member's attempts of one filter, newest first, with their task's title. */
export async function historyPage(
  db: Executor,
  memberId: string,
  filter: AttemptFilter,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select({
      attempt: taskAttempts,
      task: {
        id: tasks.id,
        kind: tasks.kind,
        title: tasks.title,
        free: tasks.free,
        secondsNeeded: tasks.secondsNeeded,
        quizPass: tasks.quizPass,
        rewardCoins: tasks.rewardCoins,
      },
    })
    .from(taskAttempts)
    .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
    .where(
      and(
        eq(taskAttempts.memberId, memberId),
        inArray(taskAttempts.status, filterStatuses[filter]),
        after
          ? sql`(${taskAttempts.startedAt}, ${taskAttempts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(taskAttempts.startedAt), desc(taskAttempts.id))
    .limit(limit + 1);
}

/** The member's counts and coins, and coins by day in their time zone since `since` (a day). */
export async function memberTotals(db: Executor, memberId: string) {
  const [row] = rowsOf<{ done: number; pending: number; refused: number; coins: string | number }>(
    await db.execute(sql`select
        count(*) filter (where status = 'completed')::int as done,
        count(*) filter (where status in ('watching', 'quiz', 'pending'))::int as pending,
        count(*) filter (where status in ('failed', 'refused'))::int as refused,
        coalesce(sum(reward_coins) filter (where status = 'completed'), 0) as coins
      from task_attempts where member_id = ${memberId}::uuid`),
  );
  return {
    done: row?.done ?? 0,
    pending: row?.pending ?? 0,
    refused: row?.refused ?? 0,
    coins: Number(row?.coins ?? 0),
  };
}

export async function memberDays(db: Executor, memberId: string, since: string, timeZone: string) {
  return rowsOf<{ day: string; coins: string | number; done: number }>(
    await db.execute(sql`select to_char((finished_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        coalesce(sum(reward_coins), 0) as coins, count(*)::int as done
      from task_attempts
      where member_id = ${memberId}::uuid and status = 'completed'
        and finished_at >= (${since}::date::timestamp at time zone ${timeZone})
      group by 1`),
  );
}

export type SubmissionRow = {
  attempt: TaskAttemptRow;
  member: PersonRow;
  task: { id: string; title: string; rewardCoins: number };
};

/** Proofs of one task (pending: oldest first; reviewed: newest first). */
export async function submissionsPage(
  db: Executor,
  where: { taskId?: string; reviewer?: 'admin' },
  status: 'pending' | 'reviewed',
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<SubmissionRow[]> {
  const pending = status === 'pending';
  const position = after
    ? pending
      ? sql`(${taskAttempts.finishedAt}, ${taskAttempts.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql`(${taskAttempts.reviewedAt}, ${taskAttempts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      attempt: taskAttempts,
      member: personColumns(users),
      task: { id: tasks.id, title: tasks.title, rewardCoins: tasks.rewardCoins },
    })
    .from(taskAttempts)
    .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
    .innerJoin(users, eq(users.id, taskAttempts.memberId))
    .where(
      and(
        where.taskId ? eq(taskAttempts.taskId, where.taskId) : undefined,
        where.reviewer ? eq(tasks.reviewer, where.reviewer) : undefined,
        eq(tasks.kind, 'special'),
        pending ? eq(taskAttempts.status, 'pending') : sql`${taskAttempts.reviewedAt} is not null`,
        position,
      ),
    )
    .orderBy(
      ...(pending
        ? [taskAttempts.finishedAt, taskAttempts.id]
        : [desc(taskAttempts.reviewedAt), desc(taskAttempts.id)]),
    )
    .limit(limit + 1);
}

export async function submissionById(db: Executor, attemptId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select({
      attempt: taskAttempts,
      member: personColumns(users),
      task: { id: tasks.id, title: tasks.title, rewardCoins: tasks.rewardCoins },
    })
    .from(taskAttempts)
    .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
    .innerJoin(users, eq(users.id, taskAttempts.memberId))
    .where(eq(taskAttempts.id, attemptId))
    .limit(1);
  return row;
}

export async function countAdminProofs(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from task_attempts a join tasks t on t.id = a.task_id
      where a.status = 'pending' and t.reviewer = 'admin'`),
  );
  return row?.n ?? 0;
}

/** What task_complete (migration task-complete-function) is given: see the function. */
export type CompleteInput = {
  attemptId: string;
  taskId: string;
  memberId: string;
  from: TaskAttemptRow['status'][];
  at: Date;
  dayStart: Date;
  day: string;
  defaultCap: number;
  placeHeld: boolean;
  /** Refused when this would take the task's last place (that one ends the task, in a transaction). */
  notLast: boolean;
  applyCap: boolean;
  reward: number;
  cost: number;
  finishedAt: Date;
  quizCorrect: number | null;
  ledger: unknown;
  claim: { key: string; scope: string; subjectId: string } | null;
  beat: {
    expectedSeq: number;
    beatSeq: number;
    lastBeatAt: Date;
    lastPosition: number | null;
    strikes: number;
    watchedMs: number;
  } | null;
  stats: { watchMs?: number; watchCount?: number; quizPasses?: number };
};

export type CompleteAnswer =
  | { outcome: 'refused' }
  | {
      outcome: 'completed';
      task: Record<string, unknown>;
      attempt: Record<string, unknown>;
      ledger: unknown;
    };

/** One round trip for a whole completion, in the caller's transaction. */
export async function completeInOne(tx: Executor, input: CompleteInput): Promise<CompleteAnswer> {
  const [row] = rowsOf<{ answer: CompleteAnswer | string }>(
    await tx.execute(sql`select task_complete(${JSON.stringify(input)}::jsonb) as answer`),
  );
  if (!row) throw new Error('task_complete answered nothing');
  return typeof row.answer === 'string' ? (JSON.parse(row.answer) as CompleteAnswer) : row.answer;
}

/**
 * An attempt with its task, the attempt locked for the caller's transaction: one round trip, a
 * named statement (each beat and finish asks it: PostgreSQL plans it once per connection).
 */
export async function findAttemptWithTask(tx: Executor, id: string) {
  const [row] = await tx
    .select({ attempt: taskAttempts, task: tasks })
    .from(taskAttempts)
    .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
    .where(eq(taskAttempts.id, sql.placeholder('id')))
    .limit(1)
    .for('update', { of: taskAttempts })
    .prepare('task_attempt_with_task_locked')
    .execute({ id });
  return row;
}

/** An attempt with its task, not locked (a finish reads it before task_complete locks it): one named statement. */
const attemptWithTask = preparedOnce((db) =>
  db
    .select({ attempt: taskAttempts, task: tasks })
    .from(taskAttempts)
    .innerJoin(tasks, eq(tasks.id, taskAttempts.taskId))
    .where(eq(taskAttempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('task_attempt_with_task'),
);

export async function readAttemptWithTask(db: Db, id: string) {
  const [row] = await attemptWithTask(db).execute({ id });
  return row;
}
