import type { PlatformAccount } from '@betogether/contracts/wallet/wallet.constants';
import type { PostedTransaction } from '@betogether/contracts/wallet/wallet.schemas';
import type { Db, Executor } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import type { Logger } from '../../platform/logger';
import type { Realtime } from '../../platform/realtime';
import { type Posting, postingHash, preparePosting } from './ledger-posting';
import * as repo from './wallet.repository';
import './wallet.events';

type Deps = {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'emitToUsers'>;
  log?: Pick<Logger, 'warn'>;
  /** Where `wallet.posted` goes (the referral bonus vests on a first purchase); none in bare tests. */
  events?: Pick<EventBus, 'publish'>;
};

export type PostResult = { transaction: PostedTransaction; replayed: boolean };
export type WalletService = ReturnType<typeof createWalletService>;

function toPosted(stored: repo.StoredTransaction): PostedTransaction {
  return {
    id: stored.id,
    number: Number(stored.number),
    type: stored.type,
    description: stored.description,
    metadata: stored.metadata,
    createdAt: stored.createdAt,
    reversesId: stored.reversesId,
    entries: stored.entries.map((entry) => ({
      account: entry.userId
        ? { userId: entry.userId }
        : entry.escrow
          ? { escrow: entry.escrow }
          : { platform: entry.platform as PlatformAccount },
      coins: Number(entry.coins),
      balanceAfter: entry.balanceAfter === null ? null : Number(entry.balanceAfter),
    })),
  };
}

/**
 * The ledger: the only writer of ledger rows. Other modules post through `post` (inside their own
 * transaction with `{ tx }` when their change and the coins must commit together).
 */
export function createWalletService(deps: Deps) {
  const { db, clock, realtime } = deps;

  /** Tells each member whose balance a committed transaction changed (socket `wallet:balance`). */
  function announce(transaction: PostedTransaction): void {
    for (const entry of transaction.entries) {
      if (!('userId' in entry.account) || entry.balanceAfter === null) continue;
      realtime.emitToUsers([entry.account.userId], 'wallet:balance', {
        balance: entry.balanceAfter,
        transactionId: transaction.id,
      });
    }
  }

  /** ledger_post's arguments for a posting (checked here: a bad posting never reaches the database). */
  function prepare(posting: Posting): repo.LedgerCall {
    const { lines } = preparePosting(posting);
    return {
      key: posting.idempotencyKey,
      hash: postingHash(posting, lines),
      type: posting.type,
      description: posting.description,
      metadata: posting.metadata ?? {},
      reversesId: posting.reversesId ?? null,
      actorId: posting.actorId ?? null,
      at: clock.now(),
      lines,
    };
  }

  /** The database's own guards (raised inside ledger_post) as the errors `post` answers; others rethrown. */
  function refusedByDatabase(error: unknown, key: string): never {
    // The function decides every refusal before writing; these are the database's own guards.
    const failure = databaseError(error);
    if (failure?.code?.startsWith('BTL') || failure?.code === SQLSTATE.checkViolation)
      deps.log?.warn({ err: error, key }, 'ledger guard refused a posting');
    if (
      failure?.code === 'BTL04' ||
      (failure?.code === SQLSTATE.checkViolation &&
        failure.constraint === 'ledger_accounts_member_balance_check')
    )
      throw new AppError('INSUFFICIENT_BALANCE');
    if (failure?.code === 'BTL03') throw new AppError('INVALID_POSTING');
    if (failure?.code === SQLSTATE.foreignKeyViolation) throw new AppError('LEDGER_ACCOUNT_UNKNOWN');
    throw error;
  }

  async function post(posting: Posting, options: { tx?: Executor } = {}): Promise<PostResult> {
    const call = prepare(posting);
    let outcome: repo.PostOutcome;
    try {
      outcome = await repo.callPost(options.tx ?? db, call);
    } catch (error) {
      refusedByDatabase(error, call.key);
    }
    return read(outcome, options);
  }

  /** What ledger_post answered, as `post` answers it: the transaction, or the refusal thrown. */
  async function read(outcome: repo.PostOutcome, options: { tx?: Executor }): Promise<PostResult> {
    switch (outcome.status) {
      case 'posted':
      case 'replayed': {
        const result = {
          transaction: toPosted(outcome.transaction),
          replayed: outcome.status === 'replayed',
        };
        // Without a caller's transaction the posting is committed already; otherwise the caller
        // announces it after its own commit.
        if (!options.tx && !result.replayed) announce(result.transaction);
        if (!result.replayed && deps.events)
          await deps.events.publish(options.tx ?? db, 'wallet.posted', {
            transactionId: result.transaction.id,
            type: result.transaction.type,
            credited: result.transaction.entries.flatMap((entry) =>
              'userId' in entry.account && entry.coins > 0 ? [entry.account.userId] : [],
            ),
          });
        return result;
      }
      case 'key_reused':
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      case 'insufficient':
        throw new AppError(outcome.escrowId ? 'ESCROW_EXHAUSTED' : 'INSUFFICIENT_BALANCE', {
          detail: `The balance is ${outcome.balance} coin${outcome.balance === 1 ? '' : 's'}`,
        });
      case 'unknown_member':
        throw new AppError('LEDGER_ACCOUNT_UNKNOWN', { detail: `No member ${outcome.userId}` });
      case 'not_found':
        throw new AppError('TRANSACTION_NOT_FOUND');
      case 'not_reversible':
        throw new AppError('TRANSACTION_NOT_REVERSIBLE');
      case 'already_reversed':
        throw new AppError('TRANSACTION_ALREADY_REVERSED');
      case 'reversal_mismatch':
        throw new AppError('INVALID_POSTING', {
          detail: 'A reversal mirrors the transaction it reverses, entry for entry',
        });
    }
  }

  return {
    /**
     * Posts a transaction, all or nothing, or answers the first posting of its idempotency key
     * (`replayed: true`, nothing written). Refusals: INVALID_POSTING / LEDGER_ACCOUNT_UNKNOWN (422),
     * IDEMPOTENCY_KEY_REUSED (422), INSUFFICIENT_BALANCE (409), and for reversals
     * TRANSACTION_NOT_FOUND (404), TRANSACTION_NOT_REVERSIBLE / TRANSACTION_ALREADY_REVERSED (409).
     * A refusal writes nothing and leaves a caller's transaction usable. Posted without `tx`, the
     * members are told at once; with `tx`, call `announce` after the commit.
     */
    post,

    /**
     * A posting through the caller's own SQL function, which calls ledger_post with `prepare`'s
     * arguments beside its other writes (one round trip); `read` then takes ledger_post's answer
     * as `post` does, and `refusedByDatabase` the errors its guards raise.
     */
    prepare,
    read,
    refusedByDatabase,

    announce,

    /** A member's balance (0 before their first posting); `forUpdate` locks the wallet in `tx`. */
    async balanceOf(userId: string, options: { tx?: Executor; forUpdate?: boolean } = {}): Promise<number> {
      if (!isUuid(userId)) return 0;
      const account = await repo.memberAccount(options.tx ?? db, userId, options.forUpdate ?? false);
      return account?.balance ?? 0;
    },

    /** What an escrow holds (0 before its first posting); `forUpdate` locks it in `tx`. */
    async escrowBalance(escrowId: string, options: { tx?: Executor; forUpdate?: boolean } = {}) {
      if (!isUuid(escrowId)) return 0;
      return repo.escrowBalance(options.tx ?? db, escrowId, options.forUpdate ?? false);
    },

    /**
     * Reverses a whole transaction with a mirror transaction (type 'reversal') pointing to it.
     * Refused for a transaction that itself reverses another, and for one already reversed.
     */
    async reverse(
      transactionId: string,
      options: {
        idempotencyKey: string;
        description: string;
        actorId?: string;
        metadata?: Record<string, unknown>;
        tx?: Executor;
      },
    ): Promise<PostResult> {
      if (!isUuid(transactionId)) throw new AppError('TRANSACTION_NOT_FOUND');
      const lines = await repo.transactionLines(options.tx ?? db, transactionId);
      if (lines.length === 0) throw new AppError('TRANSACTION_NOT_FOUND');
      return post(
        {
          idempotencyKey: options.idempotencyKey,
          type: 'reversal',
          description: options.description,
          ...(options.metadata ? { metadata: options.metadata } : {}),
          reversesId: transactionId.toLowerCase(),
          ...(options.actorId ? { actorId: options.actorId } : {}),
          entries: lines.map((line) => ({
            account: line.userId
              ? { userId: line.userId }
              : line.escrowId
                ? { escrow: line.escrowId }
                : { platform: line.code as PlatformAccount },
            coins: -line.coins,
          })),
        },
        options.tx ? { tx: options.tx } : {},
      );
    },
  };
}
