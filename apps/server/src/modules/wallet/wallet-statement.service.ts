import { flowCategories, type TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import { descriptionTextOf } from '@betogether/contracts/wallet/wallet.descriptions';
import type {
  CoinFlow,
  ReferralOffer,
  ReferralSummary,
  StatementCsvQuery,
  StatementItem,
  StatementPage,
  StatementQuery,
  WalletBalance,
  WalletDay,
  WalletSummary,
} from '@betogether/contracts/wallet/wallet.schemas';
import type { Db } from '../../db/client';
import { SQLSTATE, sqlState } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { csvPages } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import type { UsersService } from '../users/users.service';
import type { ReferralSettings } from './referral-bonus';
import * as rewards from './referral-rewards.repository';
import * as repo from './wallet.repository';

type Deps = {
  db: Db;
  clock: Clock;
  users: Pick<UsersService, 'findById'>;
  publicUrl: string;
  referral: ReferralSettings;
};

export type WalletStatementService = ReturnType<typeof createWalletStatementService>;

const DAY_MS = 86_400_000;
const CSV_BATCH = 500;

/** The calendar date of `now` in `timeZone`, as YYYY-MM-DD. */
function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the date's ISO week. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function toFilters(query: {
  type?: TransactionType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) {
  return {
    type: query.type,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

type StatementRow = Awaited<ReturnType<typeof repo.statementPage>>[number];

function toItem(row: StatementRow): StatementItem {
  return {
    transactionId: row.transactionId,
    number: row.number,
    type: row.type as TransactionType,
    description: row.description,
    descriptionText: descriptionTextOf(row.metadata),
    coins: row.coins,
    balanceAfter: row.balanceAfter ?? 0,
    createdAt: row.createdAt.toISOString(),
    reversesId: row.reversesId,
    reversedById: row.reversedById,
  };
}

/** What members read of their own wallet: dashboard figures, statement, CSV, referrals. */
export function createWalletStatementService(deps: Deps) {
  const { db, clock } = deps;

  async function page(
    userId: string,
    filters: repo.StatementFilters,
    limit: number,
    cursor: string | undefined,
  ): Promise<{ items: StatementItem[]; nextCursor: string | null }> {
    const position = decodeCursor(cursor, ['string', 'number'] as const);
    if (position && Number.isNaN(Date.parse(position[0])))
      throw new AppError('VALIDATION_FAILED', {
        errors: [{ field: 'cursor', message: 'This cursor is not valid', code: 'invalid_cursor' }],
      });
    const account = await repo.memberAccount(db, userId);
    if (!account) return { items: [], nextCursor: null };
    const after = position ? { createdAt: position[0], id: position[1] } : null;
    const rows = await repo.statementPage(db, account.id, filters, limit, after);
    const { rows: pageRows, nextCursor } = pageFrom(rows, limit, (row) => [
      row.createdAt.toISOString(),
      row.entryId,
    ]);
    return { items: pageRows.map(toItem), nextCursor };
  }

  async function welcomeBonus(userId: string): Promise<ReferralSummary['welcomeBonus']> {
    const reward = await rewards.rewardOf(db, userId);
    if (!reward || reward.status === 'refused') return null;
    const referrer = await deps.users.findById(db, reward.referrerId);
    return {
      status: reward.status as 'pending' | 'vested',
      coins: reward.newMemberCoins,
      vestsAfter: reward.vestsAfter.toISOString(),
      activityDone: reward.status === 'vested' || (await rewards.hasQualifyingActivity(db, userId)),
      invitedBy: referrer ? `${referrer.firstName} ${referrer.lastName}` : '',
    };
  }

  return {
    /** The balance alone: one indexed read, for the header of every member page. */
    async balance(userId: string): Promise<WalletBalance> {
      const account = await repo.memberAccount(db, userId);
      return { balance: account?.balance ?? 0 };
    },

    async summary(userId: string, timeZone: string): Promise<WalletSummary> {
      const now = clock.now();
      const today = localDate(now, timeZone);
      const windowStart = addDays(today, -29);
      const week = weekStart(today);
      const month = `${today.slice(0, 8)}01`;
      const since = [windowStart, week, month].sort()[0] as string;
      const account = await repo.memberAccount(db, userId);
      let flows: Awaited<ReturnType<typeof repo.dailyFlows>> = { opening: 0, days: [] };
      if (account) {
        try {
          flows = await repo.dailyFlows(db, account.id, since, timeZone);
        } catch (error) {
          // A zone JavaScript knows and this database does not.
          if (sqlState(error) === SQLSTATE.invalidParameterValue) throw new AppError('INVALID_TIME_ZONE');
          throw error;
        }
      }
      const byDay = new Map(flows.days.map((day) => [day.day, day]));
      const zero = (): CoinFlow => ({ bought: 0, earned: 0, spent: 0, corrected: 0 });
      const add = (total: CoinFlow, flow: CoinFlow) => {
        for (const category of flowCategories) total[category] += flow[category];
      };
      const thisWeek = zero();
      const thisMonth = zero();
      const last30Days: WalletDay[] = [];
      let balance = flows.opening;
      for (let date = since; date <= today; date = addDays(date, 1)) {
        const day = byDay.get(date);
        if (day) balance = day.closing;
        const flow: CoinFlow = day
          ? { bought: day.bought, earned: day.earned, spent: day.spent, corrected: day.corrected }
          : zero();
        if (date >= week) add(thisWeek, flow);
        if (date >= month) add(thisMonth, flow);
        if (date >= windowStart) last30Days.push({ date, ...flow, balance });
      }
      return { balance: account?.balance ?? 0, timeZone, thisWeek, thisMonth, last30Days };
    },

    statement(userId: string, query: StatementQuery): Promise<StatementPage> {
      return page(userId, toFilters(query), query.limit, query.cursor);
    },

    /** The whole statement for these filters as CSV lines, newest first, read in batches. */
    statementCsv(userId: string, query: StatementCsvQuery): AsyncGenerator<string> {
      const filters = toFilters(query);
      return csvPages(
        ['date', 'number', 'type', 'description', 'coins', 'balance', 'transaction_id'],
        (cursor) => page(userId, filters, CSV_BATCH, cursor),
        (item) => [
          item.createdAt,
          item.number,
          item.type,
          item.description,
          item.coins,
          item.balanceAfter,
          item.transactionId,
        ],
      );
    },

    referralOffer(): ReferralOffer {
      return {
        newMemberBonusCoins: deps.referral.newMemberCoins,
        referrerBonusCoins: deps.referral.referrerCoins,
        vestingDays: deps.referral.vestingDays,
        becomeFriends: true,
      };
    },

    async referrals(userId: string): Promise<ReferralSummary> {
      const user = await deps.users.findById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const account = await repo.memberAccount(db, userId);
      const figures = await repo.referralFigures(db, userId, account?.id);
      const pending = await rewards.pendingAsReferrer(db, userId);
      return {
        code: user.referralCode,
        link: `${deps.publicUrl}/auth/${user.referralCode}`,
        joinedCount: figures.joined,
        pendingCount: figures.pending,
        bonusCoinsEarned: figures.bonus,
        referrerBonusCoins: deps.referral.referrerCoins,
        newMemberBonusCoins: deps.referral.newMemberCoins,
        pendingBonusCount: pending.count,
        pendingBonusCoins: pending.coins,
        vestingDays: deps.referral.vestingDays,
        welcomeBonus: await welcomeBonus(userId),
      };
    },
  };
}
