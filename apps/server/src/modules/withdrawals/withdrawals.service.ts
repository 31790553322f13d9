import { createHash, randomUUID } from 'node:crypto';
import type { KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import type {
  Withdrawal,
  WithdrawalOverview,
  WithdrawalRequestBody,
} from '@betogether/contracts/withdrawals/withdrawals.schemas';
import type { Db, Executor } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { AuthService } from '../auth/auth.service';
import type { PayoutsService } from '../payouts/payouts.service';
import type { UserRow } from '../users/users.tables';
import type { WithdrawalMoney } from './withdrawal-money';
import { currentSettings } from './withdrawal-settings';
import { toWithdrawal } from './withdrawal-shapes';
import * as repo from './withdrawals.repository';
import './withdrawals.events';

export type WithdrawalPorts = {
  kyc: { statusOf(userId: string): Promise<KycStatus> };
  users: { findById(db: Executor, id: string): Promise<UserRow | undefined> };
  auth: Pick<AuthService, 'openWithdrawalCode' | 'confirmWithdrawal'>;
  payouts: Pick<PayoutsService, 'quote' | 'activeProvider' | 'validateDestination'>;
  wallet: { balanceOf(userId: string, options?: { tx?: Executor }): Promise<number> };
};

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** What a repeat of the same Idempotency-Key must carry to be the same request (not the confirmation). */
function requestHashOf(body: WithdrawalRequestBody): string {
  const { confirmation: _confirmation, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/**
 * A member's withdrawals (docs/decisions.md "Withdrawals"): who may, how much is left, the request
 * (confirmed, checked, then the coins set aside in one transaction under the member's lock), the
 * list, and the cancellation of a pending one.
 */
export function createWithdrawalsService(deps: {
  db: Db;
  clock: Clock;
  money: WithdrawalMoney;
  events: Pick<EventBus, 'publish'>;
  ports: WithdrawalPorts;
}) {
  const { db, clock, money, ports } = deps;

  async function used(executor: Executor, userId: string, now: Date) {
    const [today, month] = await Promise.all([
      repo.coinsSince(executor, userId, startOfDay(now)),
      repo.coinsSince(executor, userId, startOfMonth(now)),
    ]);
    return { today, month };
  }

  /** The admins' limits, refused with how many coins are left; the settings when within them. */
  async function withinLimits(executor: Executor, userId: string, coins: number, now: Date) {
    const settings = await currentSettings(executor);
    const spent = await used(executor, userId, now);
    const left = Math.min(settings.dayLimitCoins - spent.today, settings.monthLimitCoins - spent.month);
    if (coins > left)
      throw new AppError('WITHDRAWAL_LIMIT_REACHED', {
        detail:
          left > 0
            ? `You can withdraw ${left} more coins now (${settings.dayLimitCoins} a day, ${settings.monthLimitCoins} a month)`
            : `Your limit is reached (${settings.dayLimitCoins} a day, ${settings.monthLimitCoins} a month)`,
      });
    return settings;
  }

  async function mayWithdraw(userId: string): Promise<void> {
    const user = await ports.users.findById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!user.emailVerifiedAt) throw new AppError('WITHDRAWAL_EMAIL_UNVERIFIED');
    if ((await ports.kyc.statusOf(userId)) !== 'approved') throw new AppError('WITHDRAWAL_KYC_REQUIRED');
  }

  /** Password or emailed code: a wrong one says so at its field. */
  async function confirm(userId: string, confirmation: WithdrawalRequestBody['confirmation']) {
    try {
      await ports.auth.confirmWithdrawal(userId, confirmation);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CURRENT_PASSWORD_WRONG')
        throw new AppError('WITHDRAWAL_CONFIRMATION_WRONG', {
          errors: [
            { field: 'confirmation.password', message: 'Your password is not right', code: 'wrong_password' },
          ],
        });
      if (error.code === 'INVALID_CODE')
        throw new AppError('WITHDRAWAL_CONFIRMATION_WRONG', {
          ...(error.options.detail ? { detail: error.options.detail } : {}),
          errors: [{ field: 'confirmation.code', message: 'This code is not right', code: 'invalid_code' }],
        });
      throw error;
    }
  }

  async function detailOf(userId: string, id: string): Promise<Withdrawal> {
    const found = isUuid(id) ? await repo.findWithProvider(db, id) : undefined;
    if (!found || found.withdrawal.userId !== userId) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return toWithdrawal(found.withdrawal, found.provider, await repo.timelineOf(db, id));
  }

  return {
    async overview(userId: string): Promise<WithdrawalOverview> {
      const user = await ports.users.findById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const now = clock.now();
      const [kycStatus, balance, settings, spent] = await Promise.all([
        ports.kyc.statusOf(userId),
        ports.wallet.balanceOf(userId),
        currentSettings(db),
        used(db, userId, now),
      ]);
      return {
        kycStatus,
        emailVerified: user.emailVerifiedAt !== null,
        balance,
        limits: {
          dayLimitCoins: settings.dayLimitCoins,
          monthLimitCoins: settings.monthLimitCoins,
          usedTodayCoins: spent.today,
          usedThisMonthCoins: spent.month,
          availableCoins: Math.max(
            0,
            Math.min(balance, settings.dayLimitCoins - spent.today, settings.monthLimitCoins - spent.month),
          ),
        },
      };
    },

    async confirmationCode(userId: string) {
      await mayWithdraw(userId);
      return ports.auth.openWithdrawalCode(userId);
    },

    /**
     * Checks who may and what (provider, currency, amounts, destination) before the confirmation is
     * spent; then, under the member's lock, the limits again and the coins into the withdrawal's
     * escrow, in one transaction. The same Idempotency-Key answers the first withdrawal.
     */
    async request(userId: string, body: WithdrawalRequestBody, key: string) {
      const requestHash = requestHashOf(body);
      const replay = async () => {
        const earlier = await repo.findByRequestKey(db, userId, key);
        if (!earlier) return null;
        if (earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { ...(await detailOf(userId, earlier.id)), replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      await mayWithdraw(userId);
      const quote = await ports.payouts.quote(body.providerId, body.currency, body.coins);
      const provider = await ports.payouts.activeProvider(body.providerId);
      const destination = ports.payouts.validateDestination(provider, body.destination);
      // Checked again under the lock below (the ledger keeps the balance); first here, so that a
      // refusal does not spend an emailed code.
      await withinLimits(db, userId, body.coins, clock.now());
      const balance = await ports.wallet.balanceOf(userId);
      if (balance < body.coins)
        throw new AppError('INSUFFICIENT_BALANCE', { detail: `Your balance is ${balance} coins` });
      await confirm(userId, body.confirmation);

      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await repo.lockMember(tx, userId);
          const now = clock.now();
          const settings = await withinLimits(tx, userId, body.coins, now);
          const row = await repo.insert(tx, {
            id,
            userId,
            providerId: provider.id,
            currency: body.currency,
            coins: body.coins,
            feeCoins: quote.feeCoins,
            rateId: quote.rate.id,
            rateVersion: quote.rate.version,
            rate: quote.rate.rate,
            moneyMinor: quote.moneyMinor,
            destination,
            status: 'pending',
            needsTwoApprovals: body.coins > settings.secondApprovalAboveCoins,
            requestKey: key,
            requestHash,
            requestedAt: now,
            updatedAt: now,
          });
          await repo.addEvent(tx, { withdrawalId: id, kind: 'requested', at: now, actorId: userId });
          await money.hold(tx, row, provider.name);
          // The member's other tabs show it at once (the bell stays quiet: they did it).
          await deps.events.publish(tx, 'withdrawals.changed', {
            withdrawalId: id,
            memberId: userId,
            actorId: userId,
            number: row.number,
            coins: row.coins,
            status: 'pending',
            reason: null,
          });
        });
      } catch (error) {
        // The same key sent twice at once: the other one made it.
        const found = databaseError(error);
        if (found?.code === SQLSTATE.uniqueViolation && found.constraint === 'withdrawals_request_key') {
          const again = await replay();
          if (again) return again;
        }
        throw error;
      }
      return { ...(await detailOf(userId, id)), replayed: false };
    },

    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const rows = await repo.memberPage(db, userId, query.limit, decodeTimeCursor(query.cursor));
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.withdrawal.requestedAt, id: row.withdrawal.id }),
      );
      return {
        items: page.rows.map((row) => {
          const { timeline: _timeline, ...item } = toWithdrawal(row.withdrawal, row.provider);
          return item;
        }),
        nextCursor: page.nextCursor,
      };
    },

    detail: detailOf,

    /** A pending withdrawal, cancelled by its member: the coins come back once. */
    async cancel(userId: string, id: string, key: string) {
      const outcome = await db.transaction(async (tx) => {
        const row = isUuid(id) ? await repo.find(tx, id, true) : undefined;
        if (!row || row.userId !== userId) throw new AppError('WITHDRAWAL_NOT_FOUND');
        if (await repo.eventByKey(tx, id, userId, key)) return 'replayed' as const;
        if (row.status !== 'pending') throw new AppError('WITHDRAWAL_STATE_CONFLICT');
        const now = clock.now();
        const updated = await repo.update(tx, id, { status: 'cancelled', updatedAt: now });
        await repo.addEvent(tx, {
          withdrawalId: id,
          kind: 'cancelled',
          at: now,
          actorId: userId,
          requestKey: key,
        });
        await money.giveBack(tx, updated, 'cancelled', userId);
        await deps.events.publish(tx, 'withdrawals.changed', {
          withdrawalId: id,
          memberId: userId,
          actorId: userId,
          number: updated.number,
          coins: updated.coins,
          status: 'cancelled',
          reason: null,
        });
        return 'done' as const;
      });
      return { ...(await detailOf(userId, id)), replayed: outcome === 'replayed' };
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
