import { type TransactionType, transactionTypes } from '@betogether/contracts/wallet/wallet.constants';
import { day, dayParts, defineUrlFilters, matching, oneOf, text } from '@/lib/url-filters';

/** The contract's bound on an amount filter (adminTransactionsQuerySchema). */
const MAX_COINS_FILTER = 1e12;
const MEMBER_MAX = 254;

/**
 * The filters of the transactions list, as the admin typed them and as the address holds them
 * (`?member=&type=&from=&to=&minCoins=&maxCoins=`). Dates are calendar days in the admin's time
 * zone, both inclusive; amounts are whole coins. Empty strings mean "any".
 */
export type TransactionFilters = {
  member: string;
  type: TransactionType | '';
  from: string;
  to: string;
  minCoins: string;
  maxCoins: string;
};

export const noFilters: TransactionFilters = {
  member: '',
  type: '',
  from: '',
  to: '',
  minCoins: '',
  maxCoins: '',
};

const WHOLE = /^\d+$/;

function wholeCoins(value: string): number | null {
  if (!WHOLE.test(value)) return null;
  const coins = Number(value);
  return coins >= 1 && coins <= MAX_COINS_FILTER ? coins : null;
}

/**
 * The filters the address holds. A value the server would refuse (a date that does not exist, an
 * amount that is not a whole positive number, an unknown type) is dropped rather than shown as an
 * error page: a hand-edited or old link still opens the list.
 */
export const transactionFilters = defineUrlFilters(
  {
    member: text({ max: MEMBER_MAX }),
    type: oneOf(transactionTypes),
    from: day,
    to: day,
    minCoins: matching((value) => wholeCoins(value) !== null),
    maxCoins: matching((value) => wholeCoins(value) !== null),
  },
  noFilters,
);

export function filtersFromSearch(params: URLSearchParams): TransactionFilters {
  return transactionFilters.read(params);
}

/**
 * The address for these filters, keeping the parameters that are not filters (the tab, …) and
 * leaving out the empty ones, so that the same filters always give the same address.
 */
export function searchWithFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  return transactionFilters.write(filters, current);
}

export function activeFilterCount(filters: TransactionFilters): number {
  return Object.values(transactionFilters.pick(filters)).filter((value) => value.trim() !== '').length;
}

/** Local midnight of a day as an ISO instant (the server takes `from` inclusive, `to` exclusive). */
function localMidnight([year, month, date]: [number, number, number], plusDays = 0): string {
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/**
 * The API's query for these filters (`GET /api/admin/transactions`, `…/transactions.csv`): the
 * admin's days become instants in their time zone, and the last day is included by asking up
 * to the next midnight (exclusive).
 */
export function transactionsQueryOf(filters: TransactionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const member = filters.member.trim();
  if (member) query.member = member;
  if (filters.type) query.type = filters.type;
  const from = dayParts(filters.from);
  if (from) query.from = localMidnight(from);
  const to = dayParts(filters.to);
  if (to) query.to = localMidnight(to, 1);
  if (wholeCoins(filters.minCoins) !== null) query.minCoins = filters.minCoins;
  if (wholeCoins(filters.maxCoins) !== null) query.maxCoins = filters.maxCoins;
  return query;
}

export type FilterProblem = 'invalidDate' | 'toBeforeFrom' | 'wholeCoins' | 'maxBelowMin' | 'tooLong';

/** What is wrong with the typed filters, by field (empty when they can be applied). */
export function filterProblems(
  filters: TransactionFilters,
): Partial<Record<keyof TransactionFilters, FilterProblem>> {
  const problems: Partial<Record<keyof TransactionFilters, FilterProblem>> = {};
  if (filters.member.trim().length > MEMBER_MAX) problems.member = 'tooLong';
  const from = filters.from ? dayParts(filters.from) : null;
  const to = filters.to ? dayParts(filters.to) : null;
  if (filters.from && !from) problems.from = 'invalidDate';
  if (filters.to && !to) problems.to = 'invalidDate';
  if (from && to && filters.to < filters.from) problems.to = 'toBeforeFrom';
  const min = filters.minCoins.trim() ? wholeCoins(filters.minCoins.trim()) : null;
  const max = filters.maxCoins.trim() ? wholeCoins(filters.maxCoins.trim()) : null;
  if (filters.minCoins.trim() && min === null) problems.minCoins = 'wholeCoins';
  if (filters.maxCoins.trim() && max === null) problems.maxCoins = 'wholeCoins';
  if (min !== null && max !== null && max < min) problems.maxCoins = 'maxBelowMin';
  return problems;
}
