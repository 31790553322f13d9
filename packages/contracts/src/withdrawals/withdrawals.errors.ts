import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of withdrawals. Stable: never renamed or reused. */
export const withdrawalsErrors = {
  WITHDRAWAL_NOT_FOUND: { status: 404, title: 'This withdrawal does not exist' },
  /** The identity check is not approved (never sent, in review, refused or expired). */
  WITHDRAWAL_KYC_REQUIRED: { status: 403, title: 'Verify your identity before withdrawing' },
  WITHDRAWAL_EMAIL_UNVERIFIED: { status: 403, title: 'Confirm your email address before withdrawing' },
  /** The day's or the month's limit: the detail says how many coins are left. */
  WITHDRAWAL_LIMIT_REACHED: { status: 422, title: 'This withdrawal is above your limit' },
  WITHDRAWAL_CONFIRMATION_WRONG: { status: 422, title: 'Your password or code is not right' },
  /** Approved, paid, rejected or cancelled already: the step asked does not apply any more. */
  WITHDRAWAL_STATE_CONFLICT: { status: 409, title: 'This withdrawal has moved on' },
  /** The two-person rule: the admin who gave the first approval cannot give the second. */
  WITHDRAWAL_SECOND_APPROVER_REQUIRED: { status: 409, title: 'Another admin must give the second approval' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof withdrawalsErrors, true> {}
}
