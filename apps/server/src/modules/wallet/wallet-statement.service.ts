import type { TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import type {
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
import { AppError } from '../../platform/errors';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import type { UsersService } from '../users/users.service';
import { csvPages } from './csv';
import * as repo from './wallet.repository';

type Deps = {
  db: Db;
  clock: Clock;
  users: Pick<UsersService, 'findById'>;
  publicUrl: string;
  referral: { referrerCoins: number; newMemberCoins: number };
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
      const thisWeek = { earned: 0, spent: 0 };
      const thisMonth = { earned: 0, spent: 0 };
      const last30Days: WalletDay[] = [];
      let balance = flows.opening;
      for (let date = since; date <= today; date = addDays(date, 1)) {
        const day = byDay.get(date);
        if (day) balance = day.closing;
        const earned = day?.earned ?? 0;
        const spent = day?.spent ?? 0;
        if (date >= week) {
          thisWeek.earned += earned;
          thisWeek.spent += spent;
        }
        if (date >= month) {
          thisMonth.earned += earned;
          thisMonth.spent += spent;
        }
        if (date >= windowStart) last30Days.push({ date, earned, spent, balance });
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

    async referrals(userId: string): Promise<ReferralSummary> {
      const user = await deps.users.findById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const account = await repo.memberAccount(db, userId);
      const figures = await repo.referralFigures(db, userId, account?.id);
      return {
        code: user.referralCode,
        link: `${deps.publicUrl}/auth/${user.referralCode}`,
        joinedCount: figures.joined,
        pendingCount: figures.pending,
        bonusCoinsEarned: figures.bonus,
        referrerBonusCoins: deps.referral.referrerCoins,
        newMemberBonusCoins: deps.referral.newMemberCoins,
      };
    },
  };
}
