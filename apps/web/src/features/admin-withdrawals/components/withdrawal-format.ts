import { intlOnce } from '@/lib/intl-cache';

/** A withdrawal as finance names it, in the list, the CSV and the search (`W-12`). */
export function withdrawalNumber(number: number): string {
  return `W-${number}`;
}

/**
 * Money in the withdrawal's own currency from its minor units, as the language writes it: "4,800 F CFA"
 * (XOF has no minor unit), "€36.48". The digits come with the withdrawal (`minorDigits`).
 */
export function formatMoney(
  amount: { moneyMinor: number; currency: string; minorDigits: number },
  language: string,
): string {
  const { moneyMinor, currency, minorDigits } = amount;
  const format = intlOnce(
    `payout-money-${currency}-${minorDigits}`,
    language,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: minorDigits,
        maximumFractionDigits: minorDigits,
      }),
  );
  return format.format(moneyMinor / 10 ** minorDigits);
}

/** An exact date and time in the admin's language and time zone ("Monday 15 June 2026 at 14:03"). */
export function exactDate(value: string, language: string): string {
  return intlOnce(
    'withdrawal-exact-date',
    language,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }),
  ).format(new Date(value));
}
