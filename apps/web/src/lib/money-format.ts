import { type Currency, currencyDecimals } from '@betogether/contracts/payments/coin-packs.schemas';

/** A price from integer minor units, in the language's way: "€4.99" (en), "4,99 €" (fr). */
export function formatMoney(amountMinor: number, currency: Currency, language: string): string {
  const decimals = currencyDecimals[currency];
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amountMinor / 10 ** decimals);
}
