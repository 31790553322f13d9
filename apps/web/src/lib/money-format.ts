import { type Currency, currencyDecimals } from '@betogether/contracts/payments/coin-packs.schemas';
import { intlOnce } from './intl-cache';

/** A price from integer minor units, in the language's way: "€4.99" (en), "4,99 €" (fr). */
export function formatMoney(amountMinor: number, currency: Currency, language: string): string {
  const decimals = currencyDecimals[currency];
  const format = intlOnce(
    `money-${currency}`,
    language,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );
  return format.format(amountMinor / 10 ** decimals);
}
