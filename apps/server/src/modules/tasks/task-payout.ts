import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events/event-bus';
import { users } from '../users/users.tables';
import * as attempts from './task-attempts.repository';
import type { TaskLifecycle } from './task-lifecycle.service';
import type { TaskMoney } from './task-money';
import { readSettings } from './task-settings.repository';
import { bumpStats } from './task-stats.repository';
import * as repo from './tasks.repository';
import type { TaskAttemptRow, TaskRow } from './tasks.tables';
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

  return {
    async complete(
      tx: Tx,
      task: TaskRow,
      attempt: TaskAttemptRow,
      options: { placeHeld: boolean; applyCap: boolean; quiz?: { correct: number } },
    ): Promise<Completion> {
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
      if (paid && posted)
        await events.publish(tx, 'tasks.rewarded', {
          attemptId: attempt.id,
          taskId: task.id,
          memberId: attempt.memberId,
          partnerId: task.partnerId,
          title: task.title,
          coins: task.rewardCoins,
        });
      // The last place paid ends the task (a task already over keeps its state: a late approval).
      const open = ['live', 'paused', 'scheduled', 'in_review'].includes(taken.status);
      if (open && taken.completionsDone >= taken.completions && taken.pendingReviews === 0)
        await lifecycle.close(tx, taken, 'ended', null);
      return {
        done: true,
        attempt: completed,
        reward: posted ? { coins: task.rewardCoins, transactionId: posted.transaction.id } : null,
      };
    },
  };
}

export type Payout = ReturnType<typeof createPayout>;
