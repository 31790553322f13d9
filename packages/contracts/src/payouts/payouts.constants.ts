/**
 * Payout providers' fixed lists and limits, free of zod: the schemas build their enums from them,
 * and the web imports them from here (docs/decisions.md "Payout providers ([9])").
 */

/** How a provider pays a member. */
export const payoutProviderKinds = ['mobile_money', 'bank_transfer', 'paypal', 'other'] as const;
export type PayoutProviderKind = (typeof payoutProviderKinds)[number];

/** What a provider may ask the member to give for their payout to reach them. */
export const payoutDestinationFields = ['phone', 'iban', 'email', 'accountName'] as const;
export type PayoutDestinationField = (typeof payoutDestinationFields)[number];

/**
 * Who carries a payout out. `manual`: finance pays outside the app and enters the reference; an
 * API driver is added beside it (apps/server/src/modules/payouts/drivers/).
 */
export const payoutDrivers = ['manual'] as const;
export type PayoutDriverName = (typeof payoutDrivers)[number];

/**
 * Bounds of a provider and of a rate. Coins stay within a 32-bit integer; a rate is at most
 * 1,000,000 minor units per coin, so no payout of `coinsMax` coins leaves JavaScript's safe
 * integers (1e9 × 1e6 < 2^53).
 */
export const PAYOUT_LIMITS = {
  nameMaxLength: 60,
  currenciesMax: 20,
  coinsMax: 1_000_000_000,
  /** 50 %: percent fees are in basis points (1 % = 100). */
  feePercentBpsMax: 5_000,
  rateDecimals: 6,
  rateMinorPerCoinMax: 1_000_000,
  accountNameMinLength: 2,
  accountNameMaxLength: 100,
  referenceMinLength: 3,
  referenceMaxLength: 100,
} as const;

/** Rate versions a page of a currency's history holds by default. */
export const PAYOUT_RATE_PAGE_SIZE = 10;

// Codes Intl knows that are not money anyone is paid in: IMF drawing rights and the SUCRE.
const notPayable = new Set(['XDR', 'XSU']);
let known: ReadonlySet<string> | null = null;

/** ISO 4217 currencies a payout may be made in: the ones Intl knows, upper case. */
export function payoutCurrencies(): ReadonlySet<string> {
  known ??= new Set(Intl.supportedValuesOf('currency').filter((code) => !notPayable.has(code)));
  return known;
}

export function isPayoutCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && payoutCurrencies().has(code);
}

const digits = new Map<string, number>();

/** Digits of the currency's minor unit, as Intl counts them: EUR 2, XOF 0, KWD 3. */
export function currencyMinorDigits(currency: string): number {
  let found = digits.get(currency);
  if (found === undefined) {
    found = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digits.set(currency, found);
  }
  return found;
}
