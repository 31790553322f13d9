import type { ErrorCatalogue } from '../common/common.errors';

/**
 * Error codes of payout providers, rates and quotes. Stable: never renamed or reused. A quote
 * answers one of the `PAYOUT_*` codes below when it cannot be made (withdrawals pass them on).
 */
export const payoutsErrors = {
  PAYOUT_PROVIDER_NOT_FOUND: { status: 404, title: 'This payout provider does not exist' },
  PAYOUT_PROVIDER_NAME_TAKEN: { status: 409, title: 'Another payout provider has this name' },
  PAYOUT_PROVIDER_INACTIVE: { status: 409, title: 'This payout method is switched off for now' },
  PAYOUT_CURRENCY_NOT_OFFERED: { status: 422, title: 'This payout method does not pay in this currency' },
  /** The provider offers the currency but no rate has been set for it yet. */
  PAYOUT_RATE_MISSING: { status: 409, title: 'No exchange rate is set for this currency yet' },
  PAYOUT_RATE_UNCHANGED: { status: 409, title: 'This is already the current rate' },
  PAYOUT_BELOW_MINIMUM: { status: 422, title: 'This amount is below the minimum of this payout method' },
  PAYOUT_ABOVE_MAXIMUM: { status: 422, title: 'This amount is above the maximum of this payout method' },
  /** After the fee, the coins are worth less than the currency's smallest unit. */
  PAYOUT_AMOUNT_TOO_SMALL: { status: 422, title: 'After the fee, nothing would be paid' },
  PAYOUT_DESTINATION_INVALID: { status: 422, title: 'Some payout details are missing or wrong' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof payoutsErrors, true> {}
}
