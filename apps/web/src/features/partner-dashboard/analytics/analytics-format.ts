import { intlOnce } from '@/lib/intl-cache';
import type { TFunction } from '@/lib/translator';

/** A share from 0 to 1 as "87.5 %" / "87,5 %"; "—" without quizzes. */
export function formatRate(rate: number | null, language: string): string {
  if (rate === null) return '—';
  return intlOnce(
    'analytics-rate',
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(rate);
}

/** A number with at most one decimal ("12.5"), for averages. */
export function formatDecimal(value: number, language: string): string {
  return intlOnce(
    'analytics-decimal',
    language,
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
  ).format(value);
}

/** Seconds as "45 s" or "2 min 05 s"; "—" when nothing was watched. */
export function formatWatchTime(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return t('duration.seconds', { s: whole });
  return t('duration.minutes', { m: Math.floor(whole / 60), s: String(whole % 60).padStart(2, '0') });
}
