import { currencyMinorDigits } from '@betogether/contracts/payouts/payouts.constants';
import { intlOnce } from '@/lib/intl-cache';

/**
 * Money in any ISO currency from integer minor units, in the language's way: "650 F CFA",
 * "€1.43" (lib/money-format.ts knows only the store's currencies).
 */
export function formatMinor(minor: number, currency: string, language: string): string {
  const digits = currencyMinorDigits(currency);
  const format = intlOnce(
    `payout-money-${currency}`,
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

/** A rate ("655.957", money per coin) with the language's decimal sign: "655.957" / "655,957". */
export function formatRate(rate: string, language: string): string {
  const separator = intlOnce('decimal-sign', language, () => new Intl.NumberFormat(language))
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return separator && separator !== '.' ? rate.replace('.', separator) : rate;
}

/** "1.5 %" from basis points (150). */
export function formatBps(bps: number, language: string): string {
  return intlOnce(
    'percent-bps',
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(bps / 10_000);
}

/** The currency's name in the language ("West African CFA Franc"), its code when Intl has none. */
export function currencyName(currency: string, language: string): string {
  const names = intlOnce(
    'currency-names',
    language,
    () => new Intl.DisplayNames([language], { type: 'currency' }),
  );
  return names.of(currency) ?? currency;
}
