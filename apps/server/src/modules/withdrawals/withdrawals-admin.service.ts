import type {
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  WithdrawalBulkResult,
  WithdrawalSettings,
} from '@betogether/contracts/withdrawals/withdrawals.schemas';
import type { Db, Tx } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { csvPages } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { PayoutsService } from '../payouts/payouts.service';
import type { WithdrawalMoney } from './withdrawal-money';
import { currentSettings } from './withdrawal-settings';
import { toAdminWithdrawal } from './withdrawal-shapes';
import * as repo from './withdrawals.repository';
import type { WithdrawalRow } from './withdrawals.tables';
import './withdrawals.events';

const CSV_BATCH = 500;

/**
 * Finance's side of withdrawals (docs/decisions.md "Withdrawals"): the list and its CSV, approval
 * (two different admins above the threshold), rejection with the coins back once, payment with the
 * provider's reference, each in one transaction with its audit entry and its timeline step; the
 * same Idempotency-Key answers the first.
 */
export function createWithdrawalsAdmin(deps: {
  db: Db;
  clock: Clock;
  money: WithdrawalMoney;
  events: Pick<EventBus, 'publish'>;
  payouts: Pick<PayoutsService, 'activeProvider' | 'driverFor'>;
}) {
  const { db, clock, money } = deps;

  async function detail(id: string): Promise<AdminWithdrawal> {
    const row = isUuid(id) ? await repo.adminFind(db, id) : undefined;
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return toAdminWithdrawal(row, await repo.timelineOf(db, id));
  }

  async function page(
    query: Omit<AdminWithdrawalsQuery, 'limit' | 'cursor'>,
    limit: number,
    cursor?: string,
  ) {
    const rows = await repo.adminPage(db, query, limit, decodeTimeCursor(cursor));
    const found = pageFrom(rows, limit, (row) =>
      timeCursorOf({ createdAt: row.withdrawal.requestedAt, id: row.withdrawal.id }),
    );
    return {
      items: found.rows.map((row) => {
        const { timeline: _timeline, ...item } = toAdminWithdrawal(row);
        return item;
      }),
      nextCursor: found.nextCursor,
    };
  }

  async function changed(tx: Tx, row: WithdrawalRow, actorId: string) {
    await deps.events.publish(tx, 'withdrawals.changed', {
      withdrawalId: row.id,
      memberId: row.userId,
      actorId,
      number: row.number,
      coins: row.coins,
      status: row.status as 'approved' | 'paid' | 'rejected',
      reason: row.reason,
    });
  }

  /** One step on one withdrawal, locked; a repeat of the key answers without doing it again. */
  async function act(
    adminId: string,
    id: string,
    key: string,
    audit: AuditScope,
    step: (tx: Tx, row: WithdrawalRow, now: Date) => Promise<Record<string, unknown>>,
  ): Promise<AdminWithdrawal & { replayed: boolean }> {
    const replayed = await db.transaction(async (tx) => {
      const row = isUuid(id) ? await repo.find(tx, id, true) : undefined;
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      if (await repo.eventByKey(tx, id, adminId, key)) return true;
      const details = await step(tx, row, clock.now());
      await audit.record(tx, {
        subjectType: 'withdrawal',
        subjectId: id,
        details: { number: row.number, ...details },
      });
      return false;
    });
    return { ...(await detail(id)), replayed };
  }

  function approveStep(adminId: string, key: string) {
    return async (tx: Tx, row: WithdrawalRow, now: Date) => {
      if (row.status !== 'pending') throw new AppError('WITHDRAWAL_STATE_CONFLICT');
      if (row.needsTwoApprovals && !row.firstApprovedBy) {
        await repo.update(tx, row.id, { firstApprovedBy: adminId, firstApprovedAt: now, updatedAt: now });
        await repo.addEvent(tx, {
          withdrawalId: row.id,
          kind: 'first_approval',
          at: now,
          actorId: adminId,
          requestKey: key,
        });
        return { step: 'first_approval', coins: row.coins };
      }
      if (row.firstApprovedBy === adminId) throw new AppError('WITHDRAWAL_SECOND_APPROVER_REQUIRED');
      const updated = await repo.update(tx, row.id, {
        status: 'approved',
        approvedBy: adminId,
        approvedAt: now,
        updatedAt: now,
      });
      await repo.addEvent(tx, {
        withdrawalId: row.id,
        kind: 'approved',
        at: now,
        actorId: adminId,
        requestKey: key,
      });
      await changed(tx, updated, adminId);
      return { step: 'approved', coins: row.coins, memberId: row.userId };
    };
  }

  const orderOf = (row: WithdrawalRow) => ({
    id: row.id,
    providerId: row.providerId,
    currency: row.currency,
    moneyMinor: row.moneyMinor,
    destination: row.destination,
  });

  return {
    list: (query: AdminWithdrawalsQuery) => page(query, query.limit, query.cursor),

    csv(query: Omit<AdminWithdrawalsQuery, 'limit' | 'cursor'>): AsyncGenerator<string> {
      return csvPages(
        [
          'requested_at',
          'number',
          'status',
          'member',
          'email',
          'provider',
          'coins',
          'fee_coins',
          'currency',
          'rate',
          'amount',
          'destination',
          'reference',
          'reason',
          'withdrawal_id',
        ],
        (cursor) => page(query, CSV_BATCH, cursor),
        (item) => [
          item.requestedAt,
          `W-${item.number}`,
          item.status,
          item.member.username,
          item.member.email,
          item.provider.name,
          item.coins,
          item.feeCoins,
          item.currency,
          item.rate.rate,
          (item.moneyMinor / 10 ** item.minorDigits).toFixed(item.minorDigits),
          Object.entries(item.destination)
            .map(([field, value]) => `${field}: ${value}`)
            .join('; '),
          item.reference,
          item.reason,
          item.id,
        ],
      );
    },

    detail,

    approve: (adminId: string, id: string, key: string, audit: AuditScope) =>
      act(adminId, id, key, audit, approveStep(adminId, key)),

    /** Each on its own (one refused does not stop the others), under keys derived from the request's. */
    async bulkApprove(
      adminId: string,
      ids: string[],
      key: string,
      audit: AuditScope,
    ): Promise<WithdrawalBulkResult & { replayed: boolean }> {
      const results: WithdrawalBulkResult['results'] = [];
      let replays = 0;
      for (const id of ids) {
        try {
          const done = await act(adminId, id, `${key}:${id}`, audit, approveStep(adminId, `${key}:${id}`));
          if (done.replayed) replays++;
          results.push({
            id,
            outcome: done.status === 'approved' ? 'approved' : 'first_approval',
            code: null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, outcome: 'refused', code: error.code });
        }
      }
      // None went through: the attempt is still on record (the audit names every admin change asked).
      if (results.every((result) => result.outcome === 'refused'))
        await db.transaction((tx) =>
          audit.record(tx, { subjectType: 'withdrawal', subjectId: 'bulk', details: { results } }),
        );
      return { results, replayed: replays === ids.length };
    },

    /** Pending or approved (not paid yet): rejected with the reason, the coins back to the member once. */
    reject: (adminId: string, id: string, reason: string, key: string, audit: AuditScope) =>
      act(adminId, id, key, audit, async (tx, row, now) => {
        if (row.status !== 'pending' && row.status !== 'approved')
          throw new AppError('WITHDRAWAL_STATE_CONFLICT');
        const updated = await repo.update(tx, row.id, { status: 'rejected', reason, updatedAt: now });
        await repo.addEvent(tx, {
          withdrawalId: row.id,
          kind: 'rejected',
          at: now,
          actorId: adminId,
          note: reason,
          requestKey: key,
        });
        await money.giveBack(tx, updated, 'rejected', adminId);
        await changed(tx, updated, adminId);
        return { step: 'rejected', reason, coins: row.coins, memberId: row.userId };
      }),

    /** Approved, then paid outside through the provider: the reference the driver accepts, the coins out. */
    markPaid: (adminId: string, id: string, reference: string, key: string, audit: AuditScope) =>
      act(adminId, id, key, audit, async (tx, row, now) => {
        if (row.status !== 'approved') throw new AppError('WITHDRAWAL_STATE_CONFLICT');
        const provider = await deps.payouts.activeProvider(row.providerId, tx).catch(() => null);
        const driver = deps.payouts.driverFor(provider ?? { driver: 'manual' });
        const state = driver.confirmManual(orderOf(row), reference);
        if (state.state !== 'paid') throw new AppError('WITHDRAWAL_STATE_CONFLICT');
        const updated = await repo.update(tx, row.id, {
          status: 'paid',
          reference: state.providerRef,
          updatedAt: now,
        });
        await repo.addEvent(tx, {
          withdrawalId: row.id,
          kind: 'paid',
          at: now,
          actorId: adminId,
          note: state.providerRef,
          requestKey: key,
        });
        await money.payOut(tx, updated, state.providerRef, adminId);
        await changed(tx, updated, adminId);
        return { step: 'paid', reference: state.providerRef, coins: row.coins, memberId: row.userId };
      }),

    settings: () => currentSettings(db),

    async updateSettings(
      adminId: string,
      body: WithdrawalSettings,
      audit: AuditScope,
    ): Promise<WithdrawalSettings> {
      return db.transaction(async (tx) => {
        const before = await currentSettings(tx);
        await repo.saveSettings(tx, { ...body, updatedBy: adminId, updatedAt: clock.now() });
        await audit.record(tx, {
          subjectType: 'setting',
          subjectId: 'withdrawals',
          details: { before, after: body },
        });
        return currentSettings(tx);
      });
    },
  };
}

export type WithdrawalsAdmin = ReturnType<typeof createWithdrawalsAdmin>;
