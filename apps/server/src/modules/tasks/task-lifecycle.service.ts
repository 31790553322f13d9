import { feePerCompletion, taskBudget } from '@betogether/contracts/tasks/tasks.constants';
import type {
  PartnerTask,
  partnerTaskListQuerySchema,
  TaskPatch,
} from '@betogether/contracts/tasks/tasks.schemas';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { decodeTimeCursor, pageFrom } from '../../platform/pagination';
import { checkDates, type ParsedTaskInput, type TaskMedia, taskValues } from './task-input';
import type { TaskMoney } from './task-money';
import { claimKey, forgetKeys } from './task-request-keys';
import { readSettings } from './task-settings.repository';
import { mediaOfTasks, toPartnerTask } from './task-shapes';
import * as repo from './tasks.repository';
import type { TaskRow } from './tasks.tables';

export type LifecycleDeps = { db: Db; clock: Clock; media: TaskMedia; money: TaskMoney };

const OPEN = ['in_review', 'scheduled', 'live', 'paused'];

const notFound = () => new AppError('TASK_NOT_FOUND');
const conflict = (detail: string) => new AppError('TASK_STATE_CONFLICT', { detail });

/**
 * A task's life on the partner's side: drafts, publishing (the budget set aside), pause, resume,
 * cancel, edits that change nothing members did, and the schedule (start, end).
 */
export function createTaskLifecycle(deps: LifecycleDeps) {
  const { db, clock, media, money } = deps;

  /** The partner's own task (404 unknown, 403 someone else's), locked in `tx` when given. */
  async function ownTask(partnerId: string, id: string, tx?: Tx): Promise<TaskRow> {
    if (!isUuid(id)) throw notFound();
    const task = await repo.findTask(tx ?? db, id, Boolean(tx));
    if (!task) throw notFound();
    if (task.partnerId !== partnerId) throw new AppError('TASK_NOT_OWNER');
    return task;
  }

  async function shapes(rows: TaskRow[]): Promise<PartnerTask[]> {
    const [questions, files] = await Promise.all([
      repo.questionsOf(
        db,
        rows.filter((row) => row.kind === 'video').map((row) => row.id),
      ),
      mediaOfTasks(db, rows),
    ]);
    return rows.map((row) => toPartnerTask(row, questions, files));
  }

  async function shape(row: TaskRow): Promise<PartnerTask> {
    const [task] = await shapes([row]);
    if (!task) throw new Error('task shape missing');
    return task;
  }

  /**
   * Ends a task (ended, cancelled, refused) in the caller's transaction and gives back the escrow's
   * coins beyond the places proofs still hold.
   */
  async function close(
    tx: Tx,
    task: TaskRow,
    status: 'ended' | 'cancelled' | 'refused',
    reason: string | null,
  ) {
    const closed = await repo.updateTask(tx, task.id, {
      status,
      closedAt: clock.now(),
      closingReason: reason,
      updatedAt: clock.now(),
    });
    return money.refundRest(tx, closed, `task-refund:${task.id}`);
  }

  /** Where a task goes when it may run: live now, or scheduled until its start. */
  function runningStatus(task: Pick<TaskRow, 'startsAt'>, now: Date): 'live' | 'scheduled' {
    return task.startsAt && task.startsAt > now ? 'scheduled' : 'live';
  }

  async function save(partnerId: string, input: ParsedTaskInput, id: string | null): Promise<PartnerTask> {
    const now = clock.now();
    const settings = await readSettings(db);
    // Files are checked before the transaction (another query inside it would wait on PGlite).
    const { values, questions } = await taskValues(media, partnerId, input, settings, now);
    const row = await db.transaction(async (tx) => {
      let task: TaskRow;
      if (id) {
        const current = await ownTask(partnerId, id, tx);
        if (current.status !== 'draft') throw new AppError('TASK_NOT_EDITABLE');
        task = await repo.updateTask(tx, id, { ...values, updatedAt: now });
      } else {
        task = await repo.insertTask(tx, { ...values, partnerId, createdAt: now, updatedAt: now });
      }
      await repo.replaceQuestions(tx, task.id, questions);
      return task;
    });
    return shape(row);
  }

  return {
    close,
    runningStatus,
    shapes,
    shape,

    create: (partnerId: string, input: ParsedTaskInput) => save(partnerId, input, null),
    replace: (partnerId: string, id: string, input: ParsedTaskInput) => save(partnerId, input, id),

    async get(partnerId: string, id: string): Promise<PartnerTask> {
      return shape(await ownTask(partnerId, id));
    },

    async list(
      partnerId: string,
      query: z.output<typeof partnerTaskListQuerySchema>,
    ): Promise<{ items: PartnerTask[]; nextCursor: string | null }> {
      const { limit } = query;
      const rows = await repo.partnerPage(
        db,
        partnerId,
        { kind: query.kind, status: query.status, free: query.free },
        decodeTimeCursor(query.cursor),
        limit,
      );
      const page = pageFrom(rows, limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: await shapes(page.rows), nextCursor: page.nextCursor };
    },

    /** Title, instructions and a later end: nothing a member already saw or did changes. */
    async edit(partnerId: string, id: string, patch: TaskPatch): Promise<PartnerTask> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (!OPEN.includes(task.status) && task.status !== 'draft')
          throw conflict('A task that is over cannot change');
        const endsAt = patch.endsAt ? new Date(patch.endsAt) : undefined;
        if (endsAt) {
          if (task.status !== 'draft' && endsAt < task.endsAt)
            throw new AppError('VALIDATION_FAILED', {
              errors: [{ field: 'endsAt', message: 'The end can only move later', code: 'end_earlier' }],
            });
          checkDates(task.startsAt, endsAt, now);
        }
        return repo.updateTask(tx, id, {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.instructions !== undefined ? { instructions: patch.instructions } : {}),
          ...(endsAt ? { endsAt } : {}),
          updatedAt: now,
        });
      });
      return shape(row);
    },

    async remove(partnerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (task.status !== 'draft') throw conflict('Only a draft can be deleted; cancel a published task');
        await repo.deleteTask(tx, id);
      });
    },

    /**
     * Sets the whole budget aside and sends the task on: to review (a partner's first tasks),
     * scheduled, or live. All in one transaction with the ledger posting.
     */
    async publish(partnerId: string, id: string, key: string): Promise<PartnerTask & { replayed: boolean }> {
      const draft = await ownTask(partnerId, id);
      if (draft.status === 'draft') {
        // Its files may have been deleted since the draft was saved (checked before the
        // transaction: another query inside it would wait on PGlite's one connection).
        for (const [index, pictureId] of draft.pictureIds.entries())
          await media.readyMedia(partnerId, pictureId, 'task-picture', `pictureIds.${index}`);
        if (draft.videoId) await media.readyMedia(partnerId, draft.videoId, 'task-video', 'videoId');
      }
      const now = clock.now();
      const { row, replayed } = await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (
          (await claimKey(tx, { userId: partnerId, key, scope: 'publish', subjectId: id, at: now })) ===
          'replay'
        )
          return { row: task, replayed: true };
        if (task.status !== 'draft') throw conflict('This task is already published');
        checkDates(task.startsAt, task.endsAt, now);
        const settings = await readSettings(tx);
        const needsReview = (await repo.approvedCount(tx, partnerId)) < settings.approvalsRequired;
        const fee = task.free ? 0 : feePerCompletion(task.rewardCoins, settings.feePercent);
        const budget = task.free ? 0 : taskBudget(task.rewardCoins, task.completions, settings.feePercent);
        const published = await repo.updateTask(tx, id, {
          status: needsReview ? 'in_review' : runningStatus(task, now),
          feePerCompletion: fee,
          budgetCoins: budget,
          publishedAt: now,
          approvedAt: needsReview ? null : now,
          updatedAt: now,
        });
        if (budget > 0) await money.fund(tx, published, budget);
        return { row: published, replayed: false };
      });
      return { ...(await shape(row)), replayed };
    },

    async pause(partnerId: string, id: string): Promise<PartnerTask> {
      const row = await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (task.status !== 'live' && task.status !== 'scheduled')
          throw conflict('Only a running task can be paused');
        return repo.updateTask(tx, id, { status: 'paused', updatedAt: clock.now() });
      });
      return shape(row);
    },

    async resume(partnerId: string, id: string): Promise<PartnerTask> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (task.status !== 'paused') throw conflict('Only a paused task can be resumed');
        if (task.endsAt <= now) return close(tx, task, 'ended', null);
        return repo.updateTask(tx, id, { status: runningStatus(task, now), updatedAt: now });
      });
      return shape(row);
    },

    async cancel(partnerId: string, id: string, key: string): Promise<PartnerTask & { replayed: boolean }> {
      const now = clock.now();
      const { row, replayed } = await db.transaction(async (tx) => {
        const task = await ownTask(partnerId, id, tx);
        if (
          (await claimKey(tx, { userId: partnerId, key, scope: 'cancel', subjectId: id, at: now })) ===
          'replay'
        )
          return { row: task, replayed: true };
        if (!OPEN.includes(task.status))
          throw conflict('Only a published task that is not over can be cancelled');
        return { row: await close(tx, task, 'cancelled', null), replayed: false };
      });
      return { ...(await shape(row)), replayed };
    },

    /** The schedule (every minute): starts what is due, ends what is over. Answers how many changed. */
    async runSchedule(): Promise<number> {
      const now = clock.now();
      let changed = 0;
      for (const id of await repo.dueToStart(db, now, 500)) {
        await db.transaction(async (tx) => {
          const task = await repo.findTask(tx, id, true);
          if (task?.status !== 'scheduled' || (task.startsAt && task.startsAt > now)) return;
          await repo.updateTask(tx, id, { status: 'live', updatedAt: now });
          changed += 1;
        });
      }
      await forgetKeys(db, new Date(now.getTime() - 2 * 86_400_000));
      for (const id of await repo.dueToEnd(db, now, 500)) {
        await db.transaction(async (tx) => {
          const task = await repo.findTask(tx, id, true);
          if (!task || !OPEN.includes(task.status) || task.endsAt > now) return;
          await close(tx, task, 'ended', null);
          changed += 1;
        });
      }
      return changed;
    },
  };
}

export type TaskLifecycle = ReturnType<typeof createTaskLifecycle>;
