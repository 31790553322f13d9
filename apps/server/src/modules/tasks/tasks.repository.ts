import type { TaskKind, TaskListSort, TaskStatus } from '@betogether/contracts/tasks/tasks.constants';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type NewTaskRow, type TaskQuestionRow, type TaskRow, taskQuestions, tasks } from './tasks.tables';

export async function insertTask(tx: Executor, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

export async function findTask(db: Executor, id: string, forUpdate = false): Promise<TaskRow | undefined> {
  const query = db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateTask(tx: Executor, id: string, values: Partial<NewTaskRow>): Promise<TaskRow> {
  const [row] = await tx.update(tasks).set(values).where(eq(tasks.id, id)).returning();
  if (!row) throw new Error('task update returned nothing');
  return row;
}

export async function deleteTask(tx: Executor, id: string): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, id));
}

export async function replaceQuestions(
  tx: Executor,
  taskId: string,
  questions: Array<{ text: string; answers: string[]; correctIndex: number }>,
): Promise<void> {
  await tx.delete(taskQuestions).where(eq(taskQuestions.taskId, taskId));
  if (questions.length === 0) return;
  await tx.insert(taskQuestions).values(questions.map((q, position) => ({ taskId, position, ...q })));
}

export async function questionsOf(db: Executor, taskIds: string[]): Promise<TaskQuestionRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskQuestions)
    .where(inArray(taskQuestions.taskId, taskIds))
    .orderBy(taskQuestions.taskId, taskQuestions.position);
}

/**
 * Takes places of a live (or, for a proof's review, any) task in one conditional UPDATE: the row
 * lock queues concurrent takers, and the second of two for the last place finds none. Answers
 * the task after the change, or undefined when no place (or the wrong state) was left.
 */
export async function takePlace(
  tx: Executor,
  id: string,
  change: { done: number; pending: number; spent: number },
  requireLive: boolean,
  now: Date,
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(tasks)
    .set({
      completionsDone: sql`${tasks.completionsDone} + ${change.done}`,
      pendingReviews: sql`${tasks.pendingReviews} + ${change.pending}`,
      spentCoins: sql`${tasks.spentCoins} + ${change.spent}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(tasks.id, id),
        sql`${tasks.completionsDone} + ${tasks.pendingReviews} + ${change.done + change.pending} <= ${tasks.completions}`,
        requireLive ? liveAt(now) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Live now: published, approved, started and not ended (the schedule job may lag a minute). */
function liveAt(now: Date): SQL {
  const instant = now.toISOString();
  return sql`${tasks.status} = 'live' and (${tasks.startsAt} is null or ${tasks.startsAt} <= ${instant}::timestamptz)
    and ${tasks.endsAt} > ${instant}::timestamptz`;
}

/** How many of the partner's tasks an admin approved (or went live without review). */
export async function approvedCount(db: Executor, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.partnerId, partnerId), sql`${tasks.approvedAt} is not null`));
  return row?.n ?? 0;
}

export type PartnerListFilters = {
  kind?: TaskKind | undefined;
  status?: TaskStatus | undefined;
  free?: boolean | undefined;
};

/** A partner's tasks, newest first. */
export async function partnerPage(
  db: Executor,
  partnerId: string,
  filters: PartnerListFilters,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.partnerId, partnerId),
        filters.kind ? eq(tasks.kind, filters.kind) : undefined,
        filters.status ? eq(tasks.status, filters.status) : undefined,
        filters.free === undefined ? undefined : eq(tasks.free, filters.free),
        after
          ? sql`(${tasks.createdAt}, ${tasks.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit + 1);
}

export async function partnerCounts(db: Executor, partnerId: string) {
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${tasks.status} = 'live')::int`,
      inReview: sql<number>`count(*) filter (where ${tasks.status} = 'in_review')::int`,
      drafts: sql<number>`count(*) filter (where ${tasks.status} = 'draft')::int`,
      pendingProofs: sql<number>`coalesce(sum(${tasks.pendingReviews}), 0)::int`,
      escrow: sql<number>`coalesce(sum(${tasks.budgetCoins} - ${tasks.spentCoins} - ${tasks.refundedCoins}), 0)::bigint`,
    })
    .from(tasks)
    .where(eq(tasks.partnerId, partnerId));
  return {
    live: row?.live ?? 0,
    inReview: row?.inReview ?? 0,
    drafts: row?.drafts ?? 0,
    pendingProofs: row?.pendingProofs ?? 0,
    escrow: Number(row?.escrow ?? 0),
  };
}

export type MemberProfile = { id: string; country: string; age: number };
export type ListPosition = { value: number | string; id: string };

const sortColumns: Record<TaskListSort, { column: SQL; direction: 'asc' | 'desc' }> = {
  newest: { column: sql`${tasks.publishedAt}`, direction: 'desc' },
  reward: { column: sql`${tasks.rewardCoins}`, direction: 'desc' },
  ending: { column: sql`${tasks.endsAt}`, direction: 'asc' },
};

/**
 * Live tasks of a kind that this member may do now: targeted at them (country, age), not theirs,
 * with places left, and not tried yet (a viewing still under way keeps its task listed).
 * Walked along a partial index of live tasks per sort; the member's attempts are probed by key.
 */
export async function eligiblePage(
  db: Executor,
  member: MemberProfile,
  query: { kind: TaskKind; sort: TaskListSort; reward: 'all' | 'paid' | 'free' },
  after: ListPosition | null,
  limit: number,
  now: Date,
): Promise<TaskRow[]> {
  const { column, direction } = sortColumns[query.sort];
  const typed =
    query.sort === 'reward' ? sql`${after?.value ?? 0}::int` : sql`${after?.value ?? ''}::timestamptz`;
  const position = after
    ? direction === 'desc'
      ? sql`(${column}, ${tasks.id}) < (${typed}, ${after.id}::uuid)`
      : sql`(${column}, ${tasks.id}) > (${typed}, ${after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.kind, query.kind),
        liveAt(now),
        sql`${tasks.completionsDone} + ${tasks.pendingReviews} < ${tasks.completions}`,
        sql`${tasks.partnerId} <> ${member.id}::uuid`,
        sql`(cardinality(${tasks.countries}) = 0 or ${member.country}::varchar = any(${tasks.countries}))`,
        sql`(${tasks.minAge} is null or ${tasks.minAge} <= ${member.age})`,
        sql`(${tasks.maxAge} is null or ${tasks.maxAge} >= ${member.age})`,
        query.reward === 'paid'
          ? sql`not ${tasks.free}`
          : query.reward === 'free'
            ? sql`${tasks.free}`
            : undefined,
        sql`not exists (select 1 from task_attempts a where a.task_id = ${tasks.id}
          and a.member_id = ${member.id}::uuid and a.status <> 'watching')`,
        position,
      ),
    )
    .orderBy(
      direction === 'desc' ? desc(column) : asc(column),
      direction === 'desc' ? desc(tasks.id) : asc(tasks.id),
    )
    .limit(limit + 1);
}

/** Whether the member may see this live task now (the same rules as the lists, but attempts). */
export function eligibleFor(task: TaskRow, member: MemberProfile, now: Date): boolean {
  const started = task.startsAt === null || task.startsAt <= now;
  return (
    task.status === 'live' &&
    started &&
    task.endsAt > now &&
    task.partnerId !== member.id &&
    (task.countries.length === 0 || task.countries.includes(member.country)) &&
    (task.minAge === null || task.minAge <= member.age) &&
    (task.maxAge === null || task.maxAge >= member.age)
  );
}

/** Scheduled tasks whose start came. */
export async function dueToStart(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'scheduled'),
        lte(tasks.startsAt, now),
        sql`${tasks.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Open tasks whose end came (whatever their state: in review, scheduled, live, paused). */
export async function dueToEnd(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.status, ['in_review', 'scheduled', 'live', 'paused']), lte(tasks.endsAt, now)))
    .orderBy(tasks.endsAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Tasks waiting for approval, oldest first. */
export async function inReviewPage(
  db: Executor,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'in_review'),
        after
          ? sql`(${tasks.publishedAt}, ${tasks.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(tasks.publishedAt), asc(tasks.id))
    .limit(limit + 1);
}

export async function countInReview(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from tasks where status = 'in_review'`),
  );
  return row?.n ?? 0;
}

export async function tasksByIds(db: Executor, ids: string[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tasks).where(inArray(tasks.id, ids));
}
