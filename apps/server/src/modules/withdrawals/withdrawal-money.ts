import { describeTransaction } from '@betogether/contracts/wallet/wallet.descriptions';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalRow } from './withdrawals.tables';

export type WithdrawalWallet = Pick<WalletService, 'post' | 'announce' | 'balanceOf' | 'escrowBalance'>;

const label = (row: Pick<WithdrawalRow, 'number'>) => `W-${row.number}`;

/**
 * Every coin of a withdrawal goes through these, inside the caller's transaction, each posting
 * idempotent by the withdrawal's id (docs/decisions.md "Withdrawals: money"): set aside in the
 * withdrawal's escrow when asked; back to the member once (the escrow cannot go below zero and
 * the key is the withdrawal's); out of circulation, less the fee, once paid.
 */
export function createWithdrawalMoney(wallet: WithdrawalWallet) {
  async function post(tx: Tx, posting: Parameters<WalletService['post']>[0]) {
    const posted = await wallet.post(posting, { tx });
    if (!posted.replayed) await afterCommit(tx, () => wallet.announce(posted.transaction));
    return posted;
  }

  return {
    /** Member → the withdrawal's escrow. INSUFFICIENT_BALANCE when the coins are not there. */
    hold(tx: Tx, row: WithdrawalRow, providerName: string) {
      const text = describeTransaction('withdrawal', { number: label(row), provider: providerName });
      return post(tx, {
        idempotencyKey: `withdrawal:${row.id}`,
        type: 'withdrawal',
        description: text.text,
        metadata: { withdrawalId: row.id, text: text.code },
        actorId: row.userId,
        entries: [
          { account: { userId: row.userId }, coins: -row.coins },
          { account: { escrow: row.id }, coins: row.coins },
        ],
      });
    },

    /** The escrow → the member, once: a rejection or the member's cancellation. */
    giveBack(tx: Tx, row: WithdrawalRow, outcome: 'rejected' | 'cancelled', actorId: string) {
      const text = describeTransaction('withdrawal_return', { number: label(row), outcome });
      return post(tx, {
        idempotencyKey: `withdrawal-return:${row.id}`,
        type: 'withdrawal_return',
        description: text.text,
        metadata: { withdrawalId: row.id, text: text.code },
        actorId,
        entries: [
          { account: { escrow: row.id }, coins: -row.coins },
          { account: { userId: row.userId }, coins: row.coins },
        ],
      });
    },

    /** Paid: the escrow's coins leave circulation, the fee to withdrawal_fees. */
    payOut(tx: Tx, row: WithdrawalRow, reference: string, actorId: string) {
      const text = describeTransaction('withdrawal_payout', { number: label(row), reference });
      return post(tx, {
        idempotencyKey: `withdrawal-payout:${row.id}`,
        type: 'withdrawal_payout',
        description: text.text,
        metadata: { withdrawalId: row.id, text: text.code },
        actorId,
        entries: [
          { account: { escrow: row.id }, coins: -row.coins },
          { account: { platform: 'payouts' }, coins: row.coins - row.feeCoins },
          ...(row.feeCoins > 0
            ? [{ account: { platform: 'withdrawal_fees' as const }, coins: row.feeCoins }]
            : []),
        ],
      });
    },
  };
}

export type WithdrawalMoney = ReturnType<typeof createWithdrawalMoney>;
