import type {
  ResolveReportBody,
  ReviewBody,
  ReviewItem,
  ReviewQueuePage,
  reviewBodySchema,
  reviewQueueQuerySchema,
  Submission,
  submissionListQuerySchema,
} from '@betogether/contracts/tasks/task-reviews.schemas';
import type {
  AttemptStatus,
  ProofKind,
  TaskKind,
  TaskReportReason,
} from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask, TaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeTimeCursor, pageFrom } from '../../platform/pagination';
import { linkSignerAt, privateFileSigner, toMediaObject } from '../media/media.read';
import { mediaObjects } from '../media/media.tables';
import { personColumns, toPerson } from '../users/users.read';
import { users } from '../users/users.tables';
import * as attempts from './task-attempts.repository';
import type { TaskLifecycle } from './task-lifecycle.service';
import { peopleByIds } from './task-members';
import type { TaskMoney } from './task-money';
import type { Payout } from './task-payout';
import { claimKey } from './task-request-keys';
import { readSettings, saveSettings } from './task-settings.repository';
import * as repo from './tasks.repository';
import { taskReports, tasks } from './tasks.tables';
import './tasks.events';

export type ReviewsDeps = {
  db: Db;
  clock: Clock;
  payout: Payout;
  money: TaskMoney;
  lifecycle: Pick<TaskLifecycle, 'close' | 'runningStatus' | 'shapes' | 'shape'>;
  events: Pick<EventBus, 'publish'>;
};

type Review = z.output<typeof reviewBodySchema> | ReviewBody;
const FINAL = ['ended', 'cancelled', 'refused'];

/**
 * Decisions on tasks: proofs (by the task's partner or by admins), partners' first tasks (admins),
 * members' reports (admins), and the settings. Admin decisions are audited in their transaction.
 */
export function createTaskReviews(deps: ReviewsDeps) {
  const { db, clock, payout, money, lifecycle, events } = deps;

  async function toSubmissions(rows: attempts.SubmissionRow[]): Promise<Submission[]> {
    const photoIds = rows.flatMap((row) => (row.attempt.proofMediaId ? [row.attempt.proofMediaId] : []));
    const photos = new Map<string, string | null>();
    if (photoIds.length > 0) {
      const sign = linkSignerAt(await privateFileSigner(db), clock.now());
      const media = await db.select().from(mediaObjects).where(inArray(mediaObjects.id, photoIds));
      for (const row of media) photos.set(row.id, toMediaObject(row, sign).url);
    }
    return rows.map(({ attempt, member, task }) => ({
      attemptId: attempt.id,
      task,
      member: toPerson(member),
      status: attempt.status as AttemptStatus,
      proof: {
        kind: (attempt.proofKind ?? 'text') as ProofKind,
        photoUrl: attempt.proofMediaId ? (photos.get(attempt.proofMediaId) ?? null) : null,
        link: attempt.proofLink,
        text: attempt.proofText,
      },
      submittedAt: (attempt.finishedAt ?? attempt.startedAt).toISOString(),
      reviewedAt: attempt.reviewedAt?.toISOString() ?? null,
      reviewReason: attempt.reviewReason,
    }));
  }

  async function oneSubmission(attemptId: string): Promise<Submission> {
    const row = await attempts.submissionById(db, attemptId);
    if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
    const [submission] = await toSubmissions([row]);
    if (!submission) throw new AppError('SUBMISSION_NOT_FOUND');
    return submission;
  }

  /** Approves (pays) or refuses a pending proof, in `tx`; a refusal frees its place. */
  async function decide(tx: Tx, attemptId: string, reviewerId: string, body: Review) {
    const attempt = await attempts.findAttempt(tx, attemptId, true);
    if (!attempt) throw new AppError('SUBMISSION_NOT_FOUND');
    if (attempt.status !== 'pending')
      throw new AppError('ATTEMPT_STATE_CONFLICT', { detail: 'Already reviewed' });
    const task = await repo.findTask(tx, attempt.taskId, true);
    if (!task) throw new AppError('SUBMISSION_NOT_FOUND');
    const now = clock.now();
    const reviewed = { reviewedBy: reviewerId, reviewedAt: now, reviewReason: body.reason || null };
    if (body.decision === 'approve') {
      await attempts.moveAttempt(tx, attempt.id, ['pending'], reviewed);
      const done = await payout.complete(
        tx,
        task,
        { ...attempt, ...reviewed },
        { placeHeld: true, applyCap: false },
      );
      return { task, approved: done.done };
    }
    await attempts.moveAttempt(tx, attempt.id, ['pending'], {
      ...reviewed,
      status: 'refused',
      failure: 'proof_refused',
    });
    const freed = await repo.takePlace(tx, task.id, { done: 0, pending: -1, spent: 0 }, false, now);
    // A task already over gives the refused place's coins back to its partner.
    if (freed && FINAL.includes(freed.status)) await money.refundRest(tx, freed, `task-refund:${attempt.id}`);
    await events.publish(tx, 'tasks.proof-refused', {
      attemptId: attempt.id,
      taskId: task.id,
      memberId: attempt.memberId,
      reviewerId,
      title: task.title,
      reason: body.reason ?? '',
    });
    return { task, approved: false };
  }

  return {
    async partnerSubmissions(
      partnerId: string,
      taskId: string,
      query: z.output<typeof submissionListQuerySchema>,
    ) {
      if (!isUuid(taskId)) throw new AppError('TASK_NOT_FOUND');
      const task = await repo.findTask(db, taskId);
      if (!task) throw new AppError('TASK_NOT_FOUND');
      if (task.partnerId !== partnerId) throw new AppError('TASK_NOT_OWNER');
      const rows = await attempts.submissionsPage(
        db,
        { taskId },
        query.status,
        decodeTimeCursor(query.cursor),
        query.limit,
      );
      const page = pageFrom(rows, query.limit, ({ attempt }) => [
        (
          (query.status === 'pending' ? attempt.finishedAt : attempt.reviewedAt) ?? attempt.startedAt
        ).toISOString(),
        attempt.id,
      ]);
      return { items: await toSubmissions(page.rows), nextCursor: page.nextCursor };
    },

    /** The task's partner decides on a proof of a task they review themselves. */
    async partnerReview(
      partnerId: string,
      attemptId: string,
      body: Review,
      key: string,
    ): Promise<Submission & { replayed: boolean }> {
      if (!isUuid(attemptId)) throw new AppError('SUBMISSION_NOT_FOUND');
      const replayed = await db.transaction(async (tx) => {
        const row = await attempts.submissionById(tx, attemptId);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        const task = await repo.findTask(tx, row.attempt.taskId);
        if (!task || task.partnerId !== partnerId || task.reviewer !== 'partner')
          throw new AppError('TASK_NOT_OWNER');
        const claim = {
          userId: partnerId,
          key,
          scope: 'partner-review' as const,
          subjectId: attemptId,
          at: clock.now(),
        };
        if ((await claimKey(tx, claim)) === 'replay') return true;
        await decide(tx, attemptId, partnerId, body);
        return false;
      });
      return { ...(await oneSubmission(attemptId)), replayed };
    },

    async adminReview(
      adminId: string,
      attemptId: string,
      body: Review,
      key: string,
      audit: AuditScope,
    ): Promise<Submission & { replayed: boolean }> {
      if (!isUuid(attemptId)) throw new AppError('SUBMISSION_NOT_FOUND');
      const replayed = await db.transaction(async (tx) => {
        const claim = {
          userId: adminId,
          key,
          scope: 'admin-review' as const,
          subjectId: attemptId,
          at: clock.now(),
        };
        if ((await claimKey(tx, claim)) === 'replay') return true;
        const { task, approved } = await decide(tx, attemptId, adminId, body);
        await audit.record(tx, {
          subjectType: 'task-attempt',
          subjectId: attemptId,
          details: { taskId: task.id, decision: body.decision, reason: body.reason ?? '', paid: approved },
        });
        return false;
      });
      return { ...(await oneSubmission(attemptId)), replayed };
    },

    /** A partner's task waiting for approval: goes on (live or scheduled), or is refused and refunded. */
    async approve(
      adminId: string,
      taskId: string,
      body: Review,
      key: string,
      audit: AuditScope,
    ): Promise<PartnerTask & { replayed: boolean }> {
      if (!isUuid(taskId)) throw new AppError('TASK_NOT_FOUND');
      const now = clock.now();
      const { row, replayed } = await db.transaction(async (tx) => {
        const task = await repo.findTask(tx, taskId, true);
        if (!task) throw new AppError('TASK_NOT_FOUND');
        if (
          (await claimKey(tx, { userId: adminId, key, scope: 'approval', subjectId: taskId, at: now })) ===
          'replay'
        )
          return { row: task, replayed: true };
        if (task.status !== 'in_review')
          throw new AppError('TASK_STATE_CONFLICT', { detail: 'Not waiting for review' });
        const approved = body.decision === 'approve';
        const decided = approved
          ? task.endsAt <= now
            ? await lifecycle.close(tx, task, 'ended', null)
            : await repo.updateTask(tx, taskId, {
                status: lifecycle.runningStatus(task, now),
                approvedAt: now,
                updatedAt: now,
              })
          : await lifecycle.close(tx, task, 'refused', body.reason ?? null);
        await audit.record(tx, {
          subjectType: 'task',
          subjectId: taskId,
          details: { decision: body.decision, reason: body.reason ?? '', partnerId: task.partnerId },
        });
        await events.publish(tx, 'tasks.reviewed', {
          taskId,
          partnerId: task.partnerId,
          adminId,
          title: task.title,
          approved,
          reason: body.reason ?? '',
        });
        return { row: decided, replayed: false };
      });
      return { ...(await lifecycle.shape(row)), replayed };
    },

    /** Dismisses a report, or cancels its task (every open report of it is then resolved). */
    async resolveReport(
      adminId: string,
      reportId: string,
      body: ResolveReportBody,
      key: string,
      audit: AuditScope,
    ): Promise<PartnerTask & { replayed: boolean }> {
      if (!isUuid(reportId)) throw new AppError('TASK_REPORT_NOT_FOUND');
      const now = clock.now();
      const { row, replayed } = await db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(taskReports)
          .where(eq(taskReports.id, reportId))
          .for('update')
          .limit(1);
        if (!report) throw new AppError('TASK_REPORT_NOT_FOUND');
        const claim = {
          userId: adminId,
          key,
          scope: 'report-resolve' as const,
          subjectId: reportId,
          at: now,
        };
        if ((await claimKey(tx, claim)) === 'replay') {
          const current = await repo.findTask(tx, report.taskId);
          if (!current) throw new AppError('TASK_REPORT_NOT_FOUND');
          return { row: current, replayed: true };
        }
        if (report.status !== 'open')
          throw new AppError('TASK_STATE_CONFLICT', { detail: 'Already resolved' });
        let task = await repo.findTask(tx, report.taskId, true);
        if (!task) throw new AppError('TASK_REPORT_NOT_FOUND');
        const resolved = { resolvedBy: adminId, resolvedAt: now, resolution: body.reason };
        if (body.decision === 'dismiss') {
          await tx
            .update(taskReports)
            .set({ ...resolved, status: 'dismissed' })
            .where(eq(taskReports.id, reportId));
          task = await repo.updateTask(tx, task.id, { openReports: Math.max(0, task.openReports - 1) });
        } else {
          await tx
            .update(taskReports)
            .set({ ...resolved, status: 'actioned' })
            .where(and(eq(taskReports.taskId, task.id), eq(taskReports.status, 'open')));
          task = await repo.updateTask(tx, task.id, { openReports: 0 });
          if (!FINAL.includes(task.status) && task.status !== 'draft')
            task = await lifecycle.close(tx, task, 'cancelled', body.reason);
        }
        await audit.record(tx, {
          subjectType: 'task-report',
          subjectId: reportId,
          details: { taskId: task.id, decision: body.decision, reason: body.reason },
        });
        return { row: task, replayed: false };
      });
      return { ...(await lifecycle.shape(row)), replayed };
    },

    async queue(query: z.output<typeof reviewQueueQuerySchema>): Promise<ReviewQueuePage> {
      const after = decodeTimeCursor(query.cursor);
      const [approvals, proofs, reports] = await Promise.all([
        repo.countInReview(db),
        attempts.countAdminProofs(db),
        db.select({ n: sql<number>`count(*)::int` }).from(taskReports).where(eq(taskReports.status, 'open')),
      ]);
      const counts = { approvals, proofs, reports: reports[0]?.n ?? 0 };
      let items: ReviewItem[] = [];
      let nextCursor: string | null = null;
      if (query.queue === 'approvals') {
        const rows = await repo.inReviewPage(db, after, query.limit);
        const page = pageFrom(rows, query.limit, (row) => [
          (row.publishedAt ?? row.createdAt).toISOString(),
          row.id,
        ]);
        const [shaped, people] = await Promise.all([
          lifecycle.shapes(page.rows),
          peopleByIds(
            db,
            page.rows.map((row) => row.partnerId),
          ),
        ]);
        items = page.rows.flatMap((row, index) => {
          const partner = people.get(row.partnerId);
          const task = shaped[index];
          return partner && task ? [{ queue: 'approvals' as const, task, partner }] : [];
        });
        nextCursor = page.nextCursor;
      } else if (query.queue === 'proofs') {
        const rows = await attempts.submissionsPage(db, { reviewer: 'admin' }, 'pending', after, query.limit);
        const page = pageFrom(rows, query.limit, ({ attempt }) => [
          (attempt.finishedAt ?? attempt.startedAt).toISOString(),
          attempt.id,
        ]);
        items = (await toSubmissions(page.rows)).map((submission) => ({
          queue: 'proofs' as const,
          submission,
        }));
        nextCursor = page.nextCursor;
      } else {
        const rows = await db
          .select({
            report: taskReports,
            reporter: personColumns(users),
            task: { id: tasks.id, title: tasks.title, kind: tasks.kind },
          })
          .from(taskReports)
          .innerJoin(tasks, eq(tasks.id, taskReports.taskId))
          .innerJoin(users, eq(users.id, taskReports.reporterId))
          .where(
            and(
              eq(taskReports.status, 'open'),
              after
                ? sql`(${taskReports.createdAt}, ${taskReports.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(asc(taskReports.createdAt), asc(taskReports.id))
          .limit(query.limit + 1);
        const page = pageFrom(rows, query.limit, ({ report }) => [report.createdAt.toISOString(), report.id]);
        items = page.rows.map(({ report, reporter, task }) => ({
          queue: 'reports' as const,
          report: {
            id: report.id,
            task: { id: task.id, title: task.title, kind: task.kind as TaskKind },
            reporter: toPerson(reporter),
            reason: report.reason as TaskReportReason,
            details: report.details,
            createdAt: report.createdAt.toISOString(),
          },
        }));
        nextCursor = page.nextCursor;
      }
      return { items, nextCursor, counts };
    },

    settings: (): Promise<TaskSettings> => readSettings(db),

    async updateSettings(adminId: string, body: TaskSettings, audit: AuditScope): Promise<TaskSettings> {
      return db.transaction(async (tx) => {
        const before = await readSettings(tx);
        await saveSettings(tx, body, adminId, clock.now());
        await audit.record(tx, {
          subjectType: 'setting',
          subjectId: 'tasks',
          details: { before, after: body },
        });
        return readSettings(tx);
      });
    },
  };
}

export type TaskReviews = ReturnType<typeof createTaskReviews>;
