import type { ErrorCatalogue } from '../common/common.errors';

export const paymentsErrors = {
  COIN_PACK_NOT_FOUND: { status: 404, title: 'This coin pack does not exist' },
  COIN_PACK_UNAVAILABLE: { status: 409, title: 'This coin pack is no longer for sale' },
  PURCHASE_NOT_FOUND: { status: 404, title: 'This purchase does not exist' },
  PURCHASES_ON_HOLD: {
    status: 403,
    title: 'Coin purchases are paused on your account while a payment dispute is reviewed',
  },
  CHECKOUT_KEY_REUSED: {
    status: 422,
    title: 'This Idempotency-Key was already used for another checkout',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, title: 'The payment provider cannot be reached, try again' },
  RECEIPT_UNAVAILABLE: { status: 409, title: 'A receipt exists only for a paid or refunded purchase' },
  PURCHASE_NOT_PENDING: { status: 409, title: 'This purchase is no longer awaiting payment' },
  PURCHASE_NOT_PAID: { status: 409, title: 'Only a paid purchase can be refunded or charged back' },
  NOT_A_SANDBOX_PAYMENT: { status: 409, title: 'This action exists only for sandbox payments' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, title: 'The webhook signature is missing, wrong or too old' },
  WEBHOOK_PAYLOAD_INVALID: { status: 400, title: 'The webhook payload could not be read' },
  PAYMENT_HOLD_NOT_FOUND: { status: 404, title: 'This member has no open payment hold' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof paymentsErrors, true> {}
}
