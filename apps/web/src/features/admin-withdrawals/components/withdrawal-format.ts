import { intlOnce } from '@/lib/intl-cache';
import { formatMinorUnits } from '@/lib/money-format';

/** A withdrawal as finance names it, in the list, the CSV and the search (`W-12`). */
export function withdrawalNumber(number: number): string {
  return `W-${number}`;
}

/** Money in the withdrawal's own currency from its minor units, with the digits it comes with: "4,800 F CFA", "€36.48". */
export function formatMoney(
  amount: { moneyMinor: number; currency: string; minorDigits: number },
  language: string,
): string {
  return formatMinorUnits(amount.moneyMinor, amount.currency, amount.minorDigits, language);
}

/** An exact date and time in the admin's language and time zone ("Monday 15 June 2026 at 14:03"). */
export function exactDate(value: string, language: string): string {
  return intlOnce(
    'withdrawal-exact-date',
    language,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }),
  ).format(new Date(value));
}
