/**
 * The payments feature's fixed lists and limits, free of zod: the schemas build their enums from
 * them, and the web imports them from here (the browser loads no zod to show a form or a status).
 */

/**
 * Currencies a coin pack may be priced in (ISO 4217), with their number of decimals: prices are
 * integer minor units (`priceMinor: 499` in EUR is 4.99 €). Every one is supported by Stripe.
 */
export const supportedCurrencies = ['EUR', 'USD', 'GBP', 'CHF', 'CAD'] as const;
export type Currency = (typeof supportedCurrencies)[number];
export const currencyDecimals: Record<Currency, number> = { EUR: 2, USD: 2, GBP: 2, CHF: 2, CAD: 2 };

/** Bounds of a coin pack; the price minimum is Stripe's smallest charge (0.50 in these currencies). */
export const COIN_PACK_LIMITS = {
  nameMaxLength: 60,
  coinsMax: 1_000_000,
  bonusCoinsMax: 1_000_000,
  priceMinorMin: 50,
  priceMinorMax: 100_000,
  positionMax: 10_000,
} as const;

/**
 * Where the payment provider sends the buyer back, with `?purchase=<purchaseId>`:
 * the success page after paying, the result page after declining or canceling.
 */
export const PAYMENT_RETURN_PATHS = {
  success: '/betogether/payment/gold-coins/success',
  result: '/betogether/payment/result',
} as const;
export const PAYMENT_RETURN_QUERY_PARAM = 'purchase';

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * pending → paid | failed | canceled (and refunded | charged_back when the provider reports the
 * reversal before the payment); paid → refunded | charged_back. failed / canceled → paid when the
 * provider still confirms the payment (money taken means coins given). See docs/decisions.md.
 */
export const purchaseStatuses = [
  'pending',
  'paid',
  'failed',
  'canceled',
  'refunded',
  'charged_back',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** Why a purchase did not go through, for the result page (translate by code). */
export const purchaseFailureCodes = ['declined', 'canceled', 'expired', 'payment_failed'] as const;
export type PurchaseFailureCode = (typeof purchaseFailureCodes)[number];

/** What an admin may have the sandbox do to a paid sandbox payment. */
export const sandboxReversalKinds = ['refunded', 'charged_back'] as const;
export type SandboxReversalKind = (typeof sandboxReversalKinds)[number];

/** The buttons of the sandbox's checkout page. */
export const sandboxActions = ['pay', 'decline', 'cancel'] as const;
export type SandboxAction = (typeof sandboxActions)[number];
