import type { ErrorCatalogue } from '../common/common.errors';

export const walletErrors = {
  INSUFFICIENT_BALANCE: { status: 409, title: 'The balance is too low for this' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, title: 'This request needs an Idempotency-Key header' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: 'This Idempotency-Key was already used for a different request',
  },
  INVALID_POSTING: { status: 422, title: 'This ledger posting is not valid' },
  LEDGER_ACCOUNT_UNKNOWN: { status: 422, title: 'This ledger account does not exist' },
  TRANSACTION_NOT_FOUND: { status: 404, title: 'This transaction does not exist' },
  TRANSACTION_ALREADY_REVERSED: { status: 409, title: 'This transaction was already reversed' },
  TRANSACTION_NOT_REVERSIBLE: {
    status: 409,
    title: 'A transaction that reverses another one cannot be reversed',
  },
  INVALID_TIME_ZONE: { status: 422, title: 'This time zone is not known' },
  PURCHASE_NOT_REVERSIBLE: {
    status: 409,
    title: 'A purchase is taken back by a refund at the payment provider, not by an admin reversal',
  },
  TASK_POSTING_NOT_REVERSIBLE: {
    status: 409,
    title: 'A task’s coins come back when the task ends or is cancelled, not by an admin reversal',
  },
  ESCROW_EXHAUSTED: { status: 409, title: 'The coins set aside for this are spent' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof walletErrors, true> {}
}
