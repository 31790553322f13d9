import { type Currency, currencyDecimals } from '@betogether/contracts/payments/coin-packs.schemas';
import { intlOnce } from './intl-cache';

/**
 * Money in any ISO currency from integer minor units, with `digits` decimals (XOF 0, EUR 2), in the
 * language's way: "F CFA 4,800" / "4 800 F CFA", "€36.48" / "36,48 €". The one money formatter:
 * the store, withdrawals and payout providers all go through it.
 */
export function formatMinorUnits(minor: number, currency: string, digits: number, language: string): string {
  const format = intlOnce(
    `money-${currency}-${digits}`,
    language,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(minor / 10 ** digits);
}

/** A store price from integer minor units, in the language's way: "€4.99" (en), "4,99 €" (fr). */
export function formatMoney(amountMinor: number, currency: Currency, language: string): string {
  return formatMinorUnits(amountMinor, currency, currencyDecimals[currency], language);
}

/** The currency's name in the language ("West African CFA Franc"), its code when Intl has none. */
export function currencyName(currency: string, language: string): string {
  try {
    const names = intlOnce(
      'currency-names',
      language,
      () => new Intl.DisplayNames([language], { type: 'currency' }),
    );
    return names.of(currency) ?? currency;
  } catch {
    return currency;
  }
}
