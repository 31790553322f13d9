import { type TransactionType, transactionTypes } from '@betogether/contracts/wallet/wallet.constants';
import { day, defineUrlFilters, oneOf } from '@/lib/url-filters';

/**
 * The statement's filters as the member picks them: a type, and calendar days in the browser's
 * time zone (both days included). Kept in the page's URL so that back and reload keep them.
 */
export type StatementFilters = {
  type?: TransactionType;
  /** YYYY-MM-DD, first day shown. */
  from?: string;
  /** YYYY-MM-DD, last day shown. */
  to?: string;
};

/** The filters in the page's address (`?type=&from=&to=`). */
export const statementFilters = defineUrlFilters({ type: oneOf(transactionTypes), from: day, to: day });

/** The filters in a URL's search part; anything unknown or malformed is left out. */
export function filtersFromSearch(search: URLSearchParams): StatementFilters {
  return statementFilters.read(search);
}

/** The filters written back into a URL's search part (other parameters kept). */
export function filtersToSearch(filters: StatementFilters, current: URLSearchParams): URLSearchParams {
  return statementFilters.write(filters, current);
}

/** True when both days are set and the last is before the first: nothing is asked then. */
export function rangeIsReversed(filters: StatementFilters): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** Local midnight of a YYYY-MM-DD day (the browser's time zone), as an ISO instant. */
function startOfDay(value: string, addDays = 0): string {
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
}

/**
 * The API's statement query for these filters: `from` is inclusive and `to` exclusive (contract),
 * so the last day picked becomes the next day's midnight. `limit`/`cursor` for a page; none for
 * the CSV export, which takes the whole range.
 */
export function statementQuery(
  filters: StatementFilters,
  page?: { limit: number; cursor?: string | undefined },
): URLSearchParams {
  const query = new URLSearchParams();
  if (page) query.set('limit', String(page.limit));
  if (page?.cursor) query.set('cursor', page.cursor);
  if (filters.type) query.set('type', filters.type);
  if (filters.from) query.set('from', startOfDay(filters.from));
  if (filters.to) query.set('to', startOfDay(filters.to, 1));
  return query;
}
