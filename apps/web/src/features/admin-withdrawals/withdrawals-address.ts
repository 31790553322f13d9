import { day, defineUrlFilters, matching, oneOf, text } from '@/lib/url-filters';

/**
 * The status tabs. `second_approval`: pending withdrawals one admin approved, waiting for another
 * (the list's `awaitingSecondApproval`); `all` is every status.
 */
export const withdrawalTabs = [
  'pending',
  'second_approval',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'all',
] as const;
export type WithdrawalTab = (typeof withdrawalTabs)[number];

/** adminWithdrawalsQuerySchema's bound on the member search. */
export const SEARCH_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A whole number of coins as the filter takes it ("0" and up, no sign, no separator), or null. */
export function wholeCoins(value: string): number | null {
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * The screen's address: the tab (`?status=`, pending by default and for anything unknown), the
 * filters, and the open withdrawal (`?w=`: a detail is a link an admin can send to the second
 * approver). A value the server would refuse is dropped, so an old or hand-edited link still opens.
 */
export const withdrawalsAddress = defineUrlFilters(
  {
    status: oneOf(withdrawalTabs),
    provider: matching((value) => UUID.test(value)),
    q: text({ max: SEARCH_MAX }),
    from: day,
    to: day,
    minCoins: matching((value) => wholeCoins(value) !== null),
    w: matching((value) => UUID.test(value)),
  },
  { status: 'pending', provider: '', q: '', from: '', to: '', minCoins: '', w: null },
);

export type WithdrawalsAddress = ReturnType<typeof withdrawalsAddress.read>;
