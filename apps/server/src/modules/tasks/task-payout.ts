import { defaultTaskSettings } from '@betogether/contracts/tasks/tasks.constants';
import { eq } from 'drizzle-orm';
import { isTransaction } from '../../db/after-commit';
import type { Executor, Tx } from '../../db/client';
import { rowFromJson } from '../../db/json-row';
import { databaseError } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { users } from '../users/users.tables';
import * as attempts from './task-attempts.repository';
import type { TaskLifecycle } from './task-lifecycle.service';
import type { PostOutcome, TaskMoney } from './task-money';
import { readSettings } from './task-settings.repository';
import { bumpStats, utcDay } from './task-stats.repository';
import * as repo from './tasks.repository';
import { type TaskAttemptRow, type TaskRow, taskAttempts, tasks } from './tasks.tables';
import './tasks.events';

export type PayoutDeps = {
  clock: Clock;
  money: TaskMoney;
  events: Pick<EventBus, 'publish'>;
  lifecycle: Pick<TaskLifecycle, 'close'>;
};

export type Completion =
  | { done: true; attempt: TaskAttemptRow; reward: { coins: number; transactionId: string } | null }
  /**
   * No place left (the attempt is marked failed: task_closed), the member is suspended, today's
   * cap, or the task is paused (nothing changes: the attempt may end once the task runs again).
   */
  | { done: false; refusal: 'full' | 'closed' | 'suspended' | 'cap' | 'paused'; attempt: TaskAttemptRow };

type CompleteOptions = { placeHeld: boolean; applyCap: boolean; quiz?: { correct: number } };

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * Completes an attempt in the caller's transaction: takes its place on the task (or turns the place
 * a proof held into a completion), pays the reward from the escrow, counts it, tells who must know,
 * and ends the task when its last place is paid. Lock order: the member's payouts, the task row,
 * then the ledger (escrow, wallet) — the same in every payout, so none waits on another in a circle.
 */
export function createPayout(deps: PayoutDeps) {
  const { clock, money, events, lifecycle } = deps;

  /** What follows a completion: the member hears of the reward, and the last place paid ends the task. */
  async function completedWith(
    tx: Executor,
    task: TaskRow,
    taken: TaskRow,
    completed: TaskAttemptRow,
    posted: { transaction: { id: string } } | null,
  ): Promise<Completion & { done: true }> {
    if (posted)
      await events.publish(tx, 'tasks.rewarded', {
        attemptId: completed.id,
        taskId: task.id,
        memberId: completed.memberId,
        partnerId: task.partnerId,
        title: task.title,
        coins: task.rewardCoins,
      });
    // The last place paid ends the task (a task already over keeps its state: a late approval).
    const open = ['live', 'paused', 'scheduled', 'in_review'].includes(taken.status);
    if (open && taken.completionsDone >= taken.completions && taken.pendingReviews === 0) {
      // Never on the database itself: there task_complete refuses the last place (`notLast`).
      if (!isTransaction(tx)) throw new Error('the last place of a task was taken outside a transaction');
      await lifecycle.close(tx as Tx, taken, 'ended', null);
    }
    return {
      done: true,
      attempt: completed,
      reward: posted ? { coins: task.rewardCoins, transactionId: posted.transaction.id } : null,
    };
  }

  /**
   * The whole completion in one round trip (task_complete): null when anything stands in the way
   * (the attempt moved on, suspended, cap, no place), nothing written then, for `complete`'s
   * slower path to say which. For a finish, `claim` and `beat` are the request's key and last
   * beat, written with it. On the database itself (no transaction open) the statement is its own
   * transaction: never the task's last place then (`notLast`), as that one ends the task.
   */
  async function completeAtOnce(
    tx: Executor,
    task: TaskRow,
    attempt: TaskAttemptRow,
    options: CompleteOptions & {
      claim?: NonNullable<attempts.CompleteInput['claim']>;
      beat?: NonNullable<attempts.CompleteInput['beat']>;
      stats?: attempts.CompleteInput['stats'];
    },
  ): Promise<(Completion & { done: true }) | null> {
    const now = clock.now();
    const paid = !task.free && task.rewardCoins > 0;
    const ledger = paid ? money.rewardCall(task, attempt) : null;
    let answer: attempts.CompleteAnswer;
    try {
      answer = await attempts.completeInOne(tx, {
        attemptId: attempt.id,
        taskId: task.id,
        memberId: attempt.memberId,
        from: [attempt.status],
        at: now,
        dayStart: startOfUtcDay(now),
        day: utcDay(now),
        defaultCap: defaultTaskSettings.dailyCapCoins,
        placeHeld: options.placeHeld,
        notLast: !isTransaction(tx),
        applyCap: options.applyCap,
        reward: paid ? task.rewardCoins : 0,
        cost: paid ? task.rewardCoins + task.feePerCompletion : 0,
        finishedAt: attempt.finishedAt ?? now,
        quizCorrect: options.quiz?.correct ?? null,
        ledger,
        claim: options.claim ?? null,
        beat: options.beat ?? null,
        stats: { ...options.stats, ...(options.quiz ? { quizPasses: 1 } : {}) },
      });
    } catch (error) {
      const failure = databaseError(error);
      // The attempt is locked and unfinished: its key already there was given to another call.
      if (failure?.code === 'BTT01') throw new AppError('IDEMPOTENCY_KEY_REUSED');
      // ledger_post's refusal, in the detail: the wallet says it (ESCROW_EXHAUSTED…).
      if (failure?.code === 'BTT03' && failure.detail) {
        await money.rewardPosted(tx, JSON.parse(failure.detail) as PostOutcome);
        throw new Error('task_complete: a ledger refusal the wallet did not refuse');
      }
      return money.ledgerRefusal(error, ledger?.key ?? attempt.id);
    }
    if (answer.outcome === 'refused') return null;
    const posted = answer.ledger ? await money.rewardPosted(tx, answer.ledger as PostOutcome) : null;
    return completedWith(
      tx,
      task,
      rowFromJson(tasks, answer.task),
      rowFromJson(taskAttempts, answer.attempt),
      posted,
    );
  }

  return {
    completeAtOnce,

    async complete(
      tx: Tx,
      task: TaskRow,
      attempt: TaskAttemptRow,
      options: CompleteOptions,
    ): Promise<Completion> {
      const atOnce = await completeAtOnce(tx, task, attempt, options);
      if (atOnce) return atOnce;
      const now = clock.now();
      const [member] = await tx
        .select({ suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, attempt.memberId))
        .limit(1);
      if (member?.suspendedUntil && member.suspendedUntil > now) {
        const failed = await attempts.moveAttempt(tx, attempt.id, [attempt.status], {
          status: 'failed',
          failure: 'suspended',
          finishedAt: attempt.finishedAt ?? now,
          ...(options.quiz ? { quizCorrect: options.quiz.correct } : {}),
        });
        if (options.placeHeld) {
          const freed = await repo.takePlace(tx, task.id, { done: 0, pending: -1, spent: 0 }, false, now);
          // A task already over gives the freed place's coins back to its partner (as a refusal does).
          if (freed && ['ended', 'cancelled', 'refused'].includes(freed.status))
            await money.refundRest(tx, freed, `task-refund:${attempt.id}`);
        }
        return { done: false, refusal: 'suspended', attempt: failed ?? attempt };
      }
      const paid = !task.free && task.rewardCoins > 0;
      if (paid && options.applyCap) {
        await attempts.lockMemberPayouts(tx, attempt.memberId);
        const { dailyCapCoins } = await readSettings(tx);
        const today = await attempts.paidSince(tx, attempt.memberId, startOfUtcDay(now));
        if (today + task.rewardCoins > dailyCapCoins) return { done: false, refusal: 'cap', attempt };
      }
      const cost = paid ? task.rewardCoins + task.feePerCompletion : 0;
      const taken = await repo.takePlace(
        tx,
        task.id,
        { done: 1, pending: options.placeHeld ? -1 : 0, spent: cost },
        !options.placeHeld,
        now,
      );
      if (!taken) {
        // Paused (not over, places left): the attempt is kept as it was, to end once the task runs again.
        const current = await repo.findTask(tx, task.id);
        const placesLeft = current && current.completionsDone + current.pendingReviews < current.completions;
        if (current && placesLeft && ['paused', 'scheduled', 'in_review'].includes(current.status))
          return { done: false, refusal: 'paused', attempt };
        const failed = await attempts.moveAttempt(tx, attempt.id, [attempt.status], {
          status: 'failed',
          failure: 'task_closed',
          finishedAt: attempt.finishedAt ?? now,
        });
        // Over (ended, cancelled) rather than full: said so, not "every place is taken".
        return { done: false, refusal: placesLeft ? 'closed' : 'full', attempt: failed ?? attempt };
      }
      const posted = paid ? await money.pay(tx, taken, attempt) : null;
      const completed = await attempts.moveAttempt(tx, attempt.id, [attempt.status], {
        status: 'completed',
        rewardCoins: paid ? task.rewardCoins : 0,
        transactionId: posted?.transaction.id ?? null,
        finishedAt: attempt.finishedAt ?? now,
        ...(options.quiz ? { quizCorrect: options.quiz.correct } : {}),
      });
      if (!completed) throw new Error('attempt changed during its completion');
      await bumpStats(tx, task.id, now, {
        completions: 1,
        coinsSpent: cost,
        ...(options.quiz ? { quizPasses: 1 } : {}),
      });
      return completedWith(tx, task, taken, completed, posted);
    },
  };
}

export type Payout = ReturnType<typeof createPayout>;
