import { describeTransaction } from '@betogether/contracts/wallet/wallet.descriptions';
import { afterCommit } from '../../db/after-commit';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './tasks.repository';
import type { TaskAttemptRow, TaskRow } from './tasks.tables';

export type TaskWallet = Pick<
  WalletService,
  'post' | 'prepare' | 'read' | 'refusedByDatabase' | 'announce' | 'balanceOf' | 'escrowBalance'
>;

type Posting = Parameters<WalletService['post']>[0];
type LedgerCall = ReturnType<WalletService['prepare']>;
/** What ledger_post answered (inside task_complete), as the wallet reads it. */
export type PostOutcome = Parameters<WalletService['read']>[0];

/** A reward: escrow → member, and the platform fee → task_fees, in one ledger transaction. */
function rewardPosting(task: TaskRow, attempt: TaskAttemptRow): Posting {
  const text = describeTransaction('task_reward', { title: task.title });
  const fee = task.feePerCompletion;
  return {
    idempotencyKey: `task-reward:${attempt.id}`,
    type: 'task_reward',
    description: text.text,
    metadata: { taskId: task.id, attemptId: attempt.id, text: text.code },
    entries: [
      { account: { escrow: task.id }, coins: -(task.rewardCoins + fee) },
      { account: { userId: attempt.memberId }, coins: task.rewardCoins },
      ...(fee > 0 ? [{ account: { platform: 'task_fees' as const }, coins: fee }] : []),
    ],
  };
}

/** Every coin of a task goes through these, inside the caller's transaction (docs/decisions.md "Tasks: money"). */
export function createTaskMoney(wallet: TaskWallet) {
  /** Members whose balance changed hear it once the transaction committed. */
  async function announceAfter(tx: Executor, posted: Awaited<ReturnType<TaskWallet['post']>>): Promise<void> {
    if (posted.replayed) return;
    await afterCommit(tx, () => wallet.announce(posted.transaction));
  }

  return {
    /**
     * Sets the budget aside from the partner's wallet into the task's escrow. A partner short of
     * coins gets PARTNER_BALANCE_TOO_LOW saying how many are missing; nothing is written.
     */
    async fund(tx: Tx, task: TaskRow, budget: number): Promise<void> {
      const text = describeTransaction('task_funding', { title: task.title, coins: budget });
      try {
        const posted = await wallet.post(
          {
            idempotencyKey: `task-funding:${task.id}`,
            type: 'task_funding',
            description: text.text,
            metadata: { taskId: task.id, text: text.code },
            entries: [
              { account: { userId: task.partnerId }, coins: -budget },
              { account: { escrow: task.id }, coins: budget },
            ],
          },
          { tx },
        );
        await announceAfter(tx, posted);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
        const balance = await wallet.balanceOf(task.partnerId, { tx });
        const missing = budget - balance;
        throw new AppError('PARTNER_BALANCE_TOO_LOW', {
          detail: `This task sets ${budget} coins aside and your balance is ${balance}: ${missing} coins missing`,
        });
      }
    },

    /** Pays a member from the escrow, with the platform fee: one ledger transaction. */
    async pay(tx: Tx, task: TaskRow, attempt: TaskAttemptRow) {
      const posted = await wallet.post(rewardPosting(task, attempt), { tx });
      await announceAfter(tx, posted);
      return posted;
    },

    /** The reward's ledger_post arguments, for task_complete (which pays beside its other writes). */
    rewardCall(task: TaskRow, attempt: TaskAttemptRow): LedgerCall {
      return wallet.prepare(rewardPosting(task, attempt));
    },

    /** What ledger_post answered inside task_complete: the posting (announced after the commit), or its refusal thrown. */
    async rewardPosted(tx: Executor, outcome: PostOutcome) {
      const posted = await wallet.read(outcome, { tx });
      await announceAfter(tx, posted);
      return posted;
    },

    /** A database error raised under task_complete: the ledger's own guards as the wallet says them. */
    ledgerRefusal(error: unknown, key: string): never {
      return wallet.refusedByDatabase(error, key);
    },

    /**
     * Gives the partner back what the escrow holds beyond the places still held by proofs waiting
     * for review (they are paid, or given back, when reviewed). `key`: unique per refund.
     */
    async refundRest(tx: Tx, task: TaskRow, key: string): Promise<TaskRow> {
      if (task.free || task.budgetCoins === 0) return task;
      const held = await wallet.escrowBalance(task.id, { tx, forUpdate: true });
      const refund = held - task.pendingReviews * (task.rewardCoins + task.feePerCompletion);
      if (refund <= 0) return task;
      const text = describeTransaction('task_refund', { title: task.title });
      const posted = await wallet.post(
        {
          idempotencyKey: key,
          type: 'task_refund',
          description: text.text,
          metadata: { taskId: task.id, text: text.code },
          entries: [
            { account: { escrow: task.id }, coins: -refund },
            { account: { userId: task.partnerId }, coins: refund },
          ],
        },
        { tx },
      );
      await announceAfter(tx, posted);
      return repo.updateTask(tx, task.id, { refundedCoins: task.refundedCoins + refund });
    },
  };
}

export type TaskMoney = ReturnType<typeof createTaskMoney>;
