import { type TransactionType, transactionTypes } from '@betogether/contracts/wallet/wallet.schemas';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

function isType(value: string | null): value is TransactionType {
  return value !== null && (transactionTypes as readonly string[]).includes(value);
}

/** The filters in a URL's search part; anything unknown or malformed is left out. */
export function filtersFromSearch(search: URLSearchParams): StatementFilters {
  const filters: StatementFilters = {};
  const type = search.get('type');
  const from = search.get('from');
  const to = search.get('to');
  if (isType(type)) filters.type = type;
  if (isDay(from)) filters.from = from;
  if (isDay(to)) filters.to = to;
  return filters;
}

/** The filters written back into a URL's search part (other parameters kept). */
export function filtersToSearch(filters: StatementFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['type', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** True when both days are set and the last is before the first: nothing is asked then. */
export function rangeIsReversed(filters: StatementFilters): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** Local midnight of a YYYY-MM-DD day (the browser's time zone), as an ISO instant. */
function startOfDay(day: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
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
