/**
 * Where a withdrawal stands: `pending` (the coins set aside, waiting for finance; above the
 * two-person threshold it needs two different admins), `approved` (finance pays it), `paid` (with
 * the provider's reference), `rejected` (the coins back, with a reason), `cancelled` by the member
 * while pending (the coins back).
 */
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The steps of a withdrawal's timeline. `first_approval`: the first of two admins approved. */
export const withdrawalEventKinds = [
  'requested',
  'first_approval',
  'approved',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalEventKind = (typeof withdrawalEventKinds)[number];

export const WITHDRAWAL_REASON_MAX = 500;
export const WITHDRAWAL_REFERENCE_MAX = 100;
/** Withdrawals an admin approves at once from the list. */
export const WITHDRAWAL_BULK_MAX = 50;

/** The limits admins set when none are set yet (docs/decisions.md "Withdrawals"). */
export const DEFAULT_WITHDRAWAL_SETTINGS = {
  dayLimitCoins: 50_000,
  monthLimitCoins: 500_000,
  secondApprovalAboveCoins: 100_000,
} as const;
