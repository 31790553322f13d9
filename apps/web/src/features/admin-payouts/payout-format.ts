import { currencyMinorDigits } from '@betogether/contracts/payouts/payouts.constants';
import { intlOnce } from '@/lib/intl-cache';
import { formatMinorUnits } from '@/lib/money-format';

/** Money in any ISO currency from integer minor units, with the currency's own decimals: "650 F CFA", "€1.43". */
export function formatMinor(minor: number, currency: string, language: string): string {
  return formatMinorUnits(minor, currency, currencyMinorDigits(currency), language);
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
