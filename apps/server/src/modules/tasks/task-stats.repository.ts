import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { taskDailyStats, taskViews } from './tasks.tables';

export type StatsChange = Partial<{
  views: number;
  starts: number;
  completions: number;
  quizPasses: number;
  quizFails: number;
  watchMs: number;
  watchCount: number;
  coinsSpent: number;
  fraudRefused: number;
}>;

/** The UTC day of an instant: rollups are kept per UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Adds to a task's rollup of the day, in the transaction of what it counts. */
export async function bumpStats(tx: Executor, taskId: string, at: Date, change: StatsChange): Promise<void> {
  const values = {
    views: change.views ?? 0,
    starts: change.starts ?? 0,
    completions: change.completions ?? 0,
    quizPasses: change.quizPasses ?? 0,
    quizFails: change.quizFails ?? 0,
    watchMs: change.watchMs ?? 0,
    watchCount: change.watchCount ?? 0,
    coinsSpent: change.coinsSpent ?? 0,
    fraudRefused: change.fraudRefused ?? 0,
  };
  const add = (column: keyof typeof values) => sql`${taskDailyStats[column]} + ${values[column]}`;
  await tx
    .insert(taskDailyStats)
    .values({ taskId, day: utcDay(at), ...values })
    .onConflictDoUpdate({
      target: [taskDailyStats.taskId, taskDailyStats.day],
      set: {
        views: add('views'),
        starts: add('starts'),
        completions: add('completions'),
        quizPasses: add('quizPasses'),
        quizFails: add('quizFails'),
        watchMs: add('watchMs'),
        watchCount: add('watchCount'),
        coinsSpent: add('coinsSpent'),
        fraudRefused: add('fraudRefused'),
      },
    });
}

/** Records a view of the member today; true the first time of the day. */
export async function recordView(tx: Executor, taskId: string, memberId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(taskViews)
    .values({ taskId, memberId, day: utcDay(at) })
    .onConflictDoNothing()
    .returning({ taskId: taskViews.taskId });
  return rows.length > 0;
}

export type StatsRow = {
  taskId: string;
  day: string;
  views: number;
  starts: number;
  completions: number;
  quizPasses: number;
  quizFails: number;
  watchMs: number;
  watchCount: number;
  coinsSpent: number;
  fraudRefused: number;
};

/** The rollups of a partner's tasks (or one of them) for the days from..to (both included). */
export async function partnerStats(
  db: Executor,
  partnerId: string,
  from: string,
  to: string,
  taskId: string | undefined,
): Promise<StatsRow[]> {
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select s.task_id, to_char(s.day, 'YYYY-MM-DD') as day, s.views, s.starts, s.completions,
        s.quiz_passes, s.quiz_fails, s.watch_ms, s.watch_count, s.coins_spent, s.fraud_refused
      from task_daily_stats s join tasks t on t.id = s.task_id
      where t.partner_id = ${partnerId}::uuid and s.day between ${from}::date and ${to}::date
        ${taskId ? sql`and s.task_id = ${taskId}::uuid` : sql``}
      order by s.day, s.task_id`),
  );
  return rows.map((row) => ({
    taskId: String(row.task_id),
    day: String(row.day),
    views: Number(row.views),
    starts: Number(row.starts),
    completions: Number(row.completions),
    quizPasses: Number(row.quiz_passes),
    quizFails: Number(row.quiz_fails),
    watchMs: Number(row.watch_ms),
    watchCount: Number(row.watch_count),
    coinsSpent: Number(row.coins_spent),
    fraudRefused: Number(row.fraud_refused),
  }));
}
