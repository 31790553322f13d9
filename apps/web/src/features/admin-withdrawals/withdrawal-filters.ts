import { dayParts } from '@/lib/url-filters';
import { SEARCH_MAX, type WithdrawalsAddress, type WithdrawalTab, wholeCoins } from './withdrawals-address';

/** The typed filters, as the form holds them; empty means "any". */
export type WithdrawalFilters = Pick<WithdrawalsAddress, 'provider' | 'q' | 'from' | 'to' | 'minCoins'>;
export type FilterField = keyof WithdrawalFilters;
export type FilterProblem = 'invalidDate' | 'toBeforeFrom' | 'wholeCoins' | 'tooLong';

export const noFilters: WithdrawalFilters = { provider: '', q: '', from: '', to: '', minCoins: '' };

export function filtersOf(address: WithdrawalsAddress): WithdrawalFilters {
  const { provider, q, from, to, minCoins } = address;
  return { provider, q, from, to, minCoins };
}

export function activeFilterCount(filters: WithdrawalFilters): number {
  return Object.values(filters).filter((value) => value.trim() !== '').length;
}

const isDay = (value: string) => dayParts(value) !== null;

/** What is wrong with the typed filters, by field (empty when they can be applied). */
export function filterProblems(filters: WithdrawalFilters): Partial<Record<FilterField, FilterProblem>> {
  const problems: Partial<Record<FilterField, FilterProblem>> = {};
  if (filters.q.trim().length > SEARCH_MAX) problems.q = 'tooLong';
  if (filters.from && !isDay(filters.from)) problems.from = 'invalidDate';
  if (filters.to && !isDay(filters.to)) problems.to = 'invalidDate';
  else if (filters.from && filters.to && filters.to < filters.from) problems.to = 'toBeforeFrom';
  if (filters.minCoins.trim() && wholeCoins(filters.minCoins.trim()) === null)
    problems.minCoins = 'wholeCoins';
  return problems;
}

/**
 * The list's and the CSV's query for a tab and filters (`GET /api/admin/withdrawals`, `….csv`).
 * Days go as they are: the server reads them as UTC calendar days, both included.
 */
export function withdrawalsQueryOf(tab: WithdrawalTab, filters: WithdrawalFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (tab === 'second_approval') query.awaitingSecondApproval = 'true';
  else if (tab !== 'all') query.status = tab;
  if (filters.provider) query.providerId = filters.provider;
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const minCoins = filters.minCoins.trim();
  if (minCoins && wholeCoins(minCoins) !== null) query.minCoins = minCoins;
  return query;
}
