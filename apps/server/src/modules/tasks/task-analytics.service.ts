import type {
  Analytics,
  AnalyticsQuery,
  PartnerOverview,
  TaskStats,
} from '@betogether/contracts/tasks/task-analytics.schemas';
import {
  ANALYTICS_MAX_DAYS,
  type TaskKind,
  type TaskStatus,
} from '@betogether/contracts/tasks/tasks.constants';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { csvRow } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { TaskWallet } from './task-money';
import { partnerStats, type StatsRow, utcDay } from './task-stats.repository';
import * as repo from './tasks.repository';

export type AnalyticsDeps = { db: Db; clock: Clock; wallet: Pick<TaskWallet, 'balanceOf'> };

type Counts = Omit<StatsRow, 'taskId' | 'day'>;

const DAY_MS = 86_400_000;

const zero = (): Counts => ({
  views: 0,
  starts: 0,
  completions: 0,
  quizPasses: 0,
  quizFails: 0,
  watchMs: 0,
  watchCount: 0,
  coinsSpent: 0,
  fraudRefused: 0,
});

function add(into: Counts, row: Counts): Counts {
  for (const key of Object.keys(into) as Array<keyof Counts>) into[key] += row[key];
  return into;
}

/** The figures of counts: rates and averages computed here, null where there is nothing to divide. */
function statsOf(c: Counts): TaskStats {
  const quizzes = c.quizPasses + c.quizFails;
  return {
    views: c.views,
    starts: c.starts,
    completions: c.completions,
    quizPasses: c.quizPasses,
    quizFails: c.quizFails,
    quizPassRate: quizzes > 0 ? c.quizPasses / quizzes : null,
    averageWatchSeconds: c.watchCount > 0 ? Math.round(c.watchMs / c.watchCount / 100) / 10 : null,
    coinsSpent: c.coinsSpent,
    costPerCompletion: c.completions > 0 ? Math.round((c.coinsSpent / c.completions) * 100) / 100 : null,
    fraudRefused: c.fraudRefused,
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field, message, code: 'invalid_range' }] });
}

/** A partner's figures, from the daily rollups only (never from the attempts themselves). */
export function createTaskAnalytics(deps: AnalyticsDeps) {
  const { db, clock, wallet } = deps;

  /** The range asked (UTC days, both ends included), 30 days to today by default. */
  function rangeOf(query: AnalyticsQuery): { from: string; to: string; days: string[] } {
    const today = utcDay(clock.now());
    const to = query.to ?? today;
    const from = query.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
    if (span < 0) throw invalid('from', 'The start comes before the end');
    if (span >= ANALYTICS_MAX_DAYS) throw invalid('from', `At most ${ANALYTICS_MAX_DAYS} days`);
    const days = Array.from({ length: span + 1 }, (_, i) =>
      utcDay(new Date(Date.parse(`${from}T00:00:00Z`) + i * DAY_MS)),
    );
    return { from, to, days };
  }

  async function ownTaskId(partnerId: string, taskId: string | undefined): Promise<void> {
    if (!taskId) return;
    const task = await repo.findTask(db, taskId);
    if (!task) throw new AppError('TASK_NOT_FOUND');
    if (task.partnerId !== partnerId) throw new AppError('TASK_NOT_OWNER');
  }

  async function analytics(partnerId: string, query: AnalyticsQuery): Promise<Analytics> {
    const { from, to, days } = rangeOf(query);
    await ownTaskId(partnerId, query.taskId);
    const rows = await partnerStats(db, partnerId, from, to, query.taskId);
    const byDay = new Map(days.map((day) => [day, zero()]));
    const byTask = new Map<string, Counts>();
    const totals = zero();
    for (const row of rows) {
      add(totals, row);
      const day = byDay.get(row.day);
      if (day) add(day, row);
      add(byTask.get(row.taskId) ?? byTask.set(row.taskId, zero()).get(row.taskId) ?? zero(), row);
    }
    const tasks = await repo.tasksByIds(db, [...byTask.keys()]);
    return {
      from,
      to,
      totals: statsOf(totals),
      days: days.map((day) => ({ day, ...statsOf(byDay.get(day) ?? zero()) })),
      tasks: tasks
        .map((task) => ({
          taskId: task.id,
          title: task.title,
          kind: task.kind as TaskKind,
          status: task.status as TaskStatus,
          free: task.free,
          ...statsOf(byTask.get(task.id) ?? zero()),
        }))
        .sort((a, b) => b.completions - a.completions || b.views - a.views),
    };
  }

  return {
    analytics,

    /** One line per task and day of the range that has figures. */
    async csv(partnerId: string, query: AnalyticsQuery) {
      const { from, to } = rangeOf(query);
      await ownTaskId(partnerId, query.taskId);
      const rows = await partnerStats(db, partnerId, from, to, query.taskId);
      const titles = new Map(
        (await repo.tasksByIds(db, [...new Set(rows.map((r) => r.taskId))])).map((t) => [t.id, t.title]),
      );
      const header = [
        'day',
        'task_id',
        'task',
        'views',
        'starts',
        'completions',
        'quiz_passes',
        'quiz_fails',
        'average_watch_seconds',
        'coins_spent',
        'cost_per_completion',
        'fraud_refused',
      ];
      const lines = rows.map((row) => {
        const stats = statsOf(row);
        return csvRow([
          row.day,
          row.taskId,
          titles.get(row.taskId) ?? '',
          stats.views,
          stats.starts,
          stats.completions,
          stats.quizPasses,
          stats.quizFails,
          stats.averageWatchSeconds,
          stats.coinsSpent,
          stats.costPerCompletion,
          stats.fraudRefused,
        ]);
      });
      return {
        fileName: `task-analytics-${from}-${to}.csv`,
        body: Buffer.from(`\uFEFF${csvRow(header)}${lines.join('')}`),
      };
    },

    async overview(partnerId: string): Promise<PartnerOverview> {
      const [counts, balance, week] = await Promise.all([
        repo.partnerCounts(db, partnerId),
        wallet.balanceOf(partnerId),
        analytics(partnerId, {
          to: utcDay(clock.now()),
          from: utcDay(new Date(clock.now().getTime() - 6 * DAY_MS)),
        }),
      ]);
      return {
        live: counts.live,
        inReview: counts.inReview,
        drafts: counts.drafts,
        pendingProofs: counts.pendingProofs,
        escrowCoins: counts.escrow,
        balanceCoins: balance,
        last7Days: week.totals,
      };
    },
  };
}

export type TaskAnalytics = ReturnType<typeof createTaskAnalytics>;
