import type {
  AttemptHistoryItem,
  attemptHistoryQuerySchema,
  TaskCard,
  TaskDashboard,
  TaskDetail,
  TaskReportBody,
  taskDashboardQuerySchema,
  taskListQuerySchema,
  taskReportBodySchema,
} from '@betogether/contracts/tasks/task-play.schemas';
import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { decodeCursor, decodeTimeCursor, pageFrom } from '../../platform/pagination';
import * as attempts from './task-attempts.repository';
import { memberProfile, peopleByIds } from './task-members';
import { readSettings } from './task-settings.repository';
import { mediaOfTasks, toAttempt, toTaskCard } from './task-shapes';
import { bumpStats, recordView } from './task-stats.repository';
import * as repo from './tasks.repository';
import { type TaskRow, taskReports, tasks } from './tasks.tables';

type ListQuery = z.output<typeof taskListQuerySchema>;

export type BrowseDeps = { db: Db; clock: Clock };

const notFound = () => new AppError('TASK_NOT_FOUND');

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', {
    errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
  });
}

/** Members looking at tasks: the lists, one task, reports, their dashboard and history. */
export function createTaskBrowse(deps: BrowseDeps) {
  const { db, clock } = deps;

  async function cards(rows: TaskRow[]): Promise<TaskCard[]> {
    const [people, media] = await Promise.all([
      peopleByIds(
        db,
        rows.map((row) => row.partnerId),
      ),
      mediaOfTasks(db, rows),
    ]);
    return rows.flatMap((row) => {
      const partner = people.get(row.partnerId);
      return partner ? [toTaskCard(row, partner, media)] : [];
    });
  }

  function positionOf(query: ListQuery): repo.ListPosition | null {
    if (query.sort === 'reward') {
      const values = decodeCursor(query.cursor, ['number', 'string'] as const);
      if (!values) return null;
      if (!Number.isInteger(values[0]) || !isUuid(values[1])) throw invalidCursor();
      return { value: values[0], id: values[1] };
    }
    const values = decodeCursor(query.cursor, ['string', 'string'] as const);
    if (!values) return null;
    if (Number.isNaN(new Date(values[0]).getTime()) || !isUuid(values[1])) throw invalidCursor();
    return { value: values[0], id: values[1] };
  }

  /** The member's attempt on a task, or the task when they may see it: else 404. */
  async function visibleTask(memberId: string, taskId: string) {
    if (!isUuid(taskId)) throw notFound();
    const now = clock.now();
    const task = await repo.findTask(db, taskId);
    if (!task) throw notFound();
    const attempt = await attempts.attemptOf(db, taskId, memberId);
    const eligible = repo.eligibleFor(task, await memberProfile(db, memberId, now), now);
    if (!attempt && !eligible) throw notFound();
    return { task, attempt, eligible, now };
  }

  return {
    visibleTask,

    async list(memberId: string, query: ListQuery) {
      const now = clock.now();
      const member = await memberProfile(db, memberId, now);
      const rows = await repo.eligiblePage(db, member, query, positionOf(query), query.limit, now);
      const page = pageFrom(rows, query.limit, (row) => {
        if (query.sort === 'reward') return [row.rewardCoins, row.id];
        const at = query.sort === 'ending' ? row.endsAt : (row.publishedAt ?? row.createdAt);
        return [at.toISOString(), row.id];
      });
      return { items: await cards(page.rows), nextCursor: page.nextCursor };
    },

    /** A task opened by a member; counted as a view once a day while it is live for them. */
    async get(memberId: string, taskId: string): Promise<TaskDetail> {
      const { task, attempt, eligible, now } = await visibleTask(memberId, taskId);
      if (eligible && (await recordView(db, task.id, memberId, now)))
        await bumpStats(db, task.id, now, { views: 1 });
      const [card] = await cards([task]);
      if (!card) throw notFound();
      const media = await mediaOfTasks(db, [task]);
      return {
        ...card,
        instructions: task.instructions,
        pictures: task.pictureIds.flatMap((id) => media.get(id) ?? []),
        video: task.videoId ? (media.get(task.videoId) ?? null) : null,
        passMark: task.quizPass,
        attempt: attempt ? toAttempt(attempt, task) : null,
      };
    },

    async report(
      memberId: string,
      taskId: string,
      body: z.output<typeof taskReportBodySchema> | TaskReportBody,
    ) {
      const { task } = await visibleTask(memberId, taskId);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(taskReports)
          .values({
            taskId: task.id,
            reporterId: memberId,
            reason: body.reason,
            details: body.details ?? '',
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: taskReports.id });
        if (inserted.length > 0)
          await tx
            .update(tasks)
            .set({ openReports: sql`${tasks.openReports} + 1` })
            .where(eq(tasks.id, task.id));
      });
    },

    async dashboard(
      memberId: string,
      query: z.output<typeof taskDashboardQuerySchema>,
    ): Promise<TaskDashboard> {
      const now = clock.now();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: query.tz }).format(now);
      const first = new Date(`${localToday}T00:00:00Z`);
      first.setUTCDate(first.getUTCDate() - (query.days - 1));
      const since = first.toISOString().slice(0, 10);
      const [totals, days, todayCoins, settings] = await Promise.all([
        attempts.memberTotals(db, memberId),
        attempts.memberDays(db, memberId, since, query.tz),
        attempts.paidSince(db, memberId, today),
        readSettings(db),
      ]);
      const byDay = new Map(days.map((day) => [day.day, day]));
      const series = Array.from({ length: query.days }, (_, index) => {
        const day = new Date(first);
        day.setUTCDate(first.getUTCDate() + index);
        const key = day.toISOString().slice(0, 10);
        const found = byDay.get(key);
        return { day: key, coins: Number(found?.coins ?? 0), done: found?.done ?? 0 };
      });
      return {
        done: totals.done,
        pending: totals.pending,
        refused: totals.refused,
        earnedCoins: totals.coins,
        todayCoins,
        dailyCapCoins: settings.dailyCapCoins,
        days: series,
      };
    },

    async history(memberId: string, query: z.output<typeof attemptHistoryQuerySchema>) {
      const rows = await attempts.historyPage(
        db,
        memberId,
        query.filter,
        decodeTimeCursor(query.cursor),
        query.limit,
      );
      const page = pageFrom(rows, query.limit, (row) => [
        row.attempt.startedAt.toISOString(),
        row.attempt.id,
      ]);
      const items: AttemptHistoryItem[] = page.rows.map((row) => ({
        attempt: toAttempt(row.attempt, row.task),
        task: {
          id: row.task.id,
          kind: row.task.kind as TaskKind,
          title: row.task.title,
          free: row.task.free,
        },
      }));
      return { items, nextCursor: page.nextCursor };
    },

    /** The admins' rules, and how many of this member's tasks would still go to review. */
    async settings(userId: string): Promise<PartnerTaskSettings> {
      const settings = await readSettings(db);
      const approved = await repo.approvedCount(db, userId);
      return { ...settings, reviewedTasksLeft: Math.max(0, settings.approvalsRequired - approved) };
    },
  };
}

export type TaskBrowse = ReturnType<typeof createTaskBrowse>;
