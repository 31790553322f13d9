import type { TransactionType } from '@betogether/contracts/wallet/wallet.schemas';

// The contract's values, repeated so the list's address is read without loading zod.
export const TRANSACTION_TYPES = [
  'purchase',
  'referral_bonus',
  'admin_adjustment',
  'reversal',
  'refund',
  'chargeback',
] as const satisfies readonly TransactionType[];

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

const FILTER_PARAMS = ['member', 'type', 'from', 'to', 'minCoins', 'maxCoins'] as const;

export const noFilters: TransactionFilters = {
  member: '',
  type: '',
  from: '',
  to: '',
  minCoins: '',
  maxCoins: '',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WHOLE = /^\d+$/;

/** A real calendar day written YYYY-MM-DD, or null. */
function dayParts(value: string): [number, number, number] | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return [year, month, day];
}

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
export function filtersFromSearch(params: URLSearchParams): TransactionFilters {
  const type = params.get('type') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const minCoins = (params.get('minCoins') ?? '').trim();
  const maxCoins = (params.get('maxCoins') ?? '').trim();
  return {
    member: (params.get('member') ?? '').trim().slice(0, MEMBER_MAX),
    type: TRANSACTION_TYPES.includes(type as TransactionType) ? (type as TransactionType) : '',
    from: dayParts(from) ? from : '',
    to: dayParts(to) ? to : '',
    minCoins: wholeCoins(minCoins) !== null ? minCoins : '',
    maxCoins: wholeCoins(maxCoins) !== null ? maxCoins : '',
  };
}

/**
 * The address for these filters, keeping the parameters that are not filters (the tab, …) and
 * leaving out the empty ones, so that the same filters always give the same address.
 */
export function searchWithFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) {
    const value = filters[name].trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export function activeFilterCount(filters: TransactionFilters): number {
  return FILTER_PARAMS.filter((name) => filters[name].trim() !== '').length;
}

/** Local midnight of a day as an ISO instant (the server takes `from` inclusive, `to` exclusive). */
function localMidnight([year, month, day]: [number, number, number], plusDays = 0): string {
  return new Date(year, month - 1, day + plusDays).toISOString();
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

/** `?a=1&b=2` for a query object (empty object: ''). */
export function queryString(query: Record<string, string>): string {
  const params = new URLSearchParams(query).toString();
  return params ? `?${params}` : '';
}
