import { type Currency, currencyDecimals } from '@betogether/contracts/payments/coin-packs.schemas';

/** The decimal separator of a language ("." in en, "," in fr). */
function decimalSeparator(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** Minor units as the admin edits them in a price field: "4.99" (en), "4,99" (fr). */
export function minorToMajorInput(amountMinor: number, currency: Currency, language: string): string {
  const decimals = currencyDecimals[currency];
  return (amountMinor / 10 ** decimals).toFixed(decimals).replace('.', decimalSeparator(language));
}

/**
 * A price typed in major units ("4.99", "4,99", "12", "1 000,50") as integer minor units, or
 * null when it is not a plain positive amount with at most the currency's decimals. Computed on
 * the digits, never through floating point (4.35 × 100 is 434.99999…).
 */
export function majorInputToMinor(text: string, currency: Currency): number | null {
  const decimals = currencyDecimals[currency];
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * A whole number of coins as typed: plain digits ("1500"), or digits grouped by three with the
 * language's separator ("1,500" in en, "1 500" in fr). Anything else (decimals, signs, "1,50") is
 * null, so that no typo silently becomes another amount.
 */
export function parseCoinsInput(text: string, language: string): number | null {
  const value = text.trim();
  const separator = language.startsWith('fr') ? '[\\s\\u00a0\\u202f.]' : '[\\s\\u00a0\\u202f,]';
  const grouped = new RegExp(`^\\d{1,3}(?:${separator}\\d{3})+$`);
  if (!/^\d+$/.test(value) && !grouped.test(value)) return null;
  const coins = Number(value.replace(/\D/g, ''));
  return Number.isSafeInteger(coins) ? coins : null;
}
