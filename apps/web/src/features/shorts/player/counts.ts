import { intlOnce } from '@/lib/intl-cache';

/** "1.2K" under an icon, where space is tight (the full number is in the button's name). */
export function compactCount(value: number, language: string): string {
  return intlOnce(
    'compact-count',
    language,
    () => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

/** "1,234" in the member's language, for the names screen readers read. */
export function fullCount(value: number, language: string): string {
  return intlOnce('full-count', language, () => new Intl.NumberFormat(language)).format(value);
}
