import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from './hint';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function relativeTime(value: Date, now: Date, language: string): string {
  const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
  const format = intlOnce(
    'relative',
    language,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  );
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** "3 min ago", with the exact date and time on hover, in the viewer's time zone (DESIGN.md). */
export function RelativeTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  const exact = intlOnce(
    'exact-date',
    i18n.language,
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }),
  ).format(date);
  return (
    <Hint title={exact}>
      <time dateTime={value}>{relativeTime(date, new Date(), i18n.language)}</time>
    </Hint>
  );
}
