import { intlOnce } from '@/lib/intl-cache';

const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole days from `date` to `now`, by the calendar of the viewer's time zone (0: today). */
export function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** The key of a message's day, for day separators. */
export function dayKey(value: string): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "14:05" (or "2:05 PM"), in the viewer's language and time zone. */
export function timeOfDay(value: string, language: string): string {
  return intlOnce(
    'chat-time',
    language,
    () => new Intl.DateTimeFormat(language, { timeStyle: 'short' }),
  ).format(new Date(value));
}

/** The list's time of the last activity: the time today, the weekday this week, else the date. */
export function listTime(value: string, language: string, now = new Date()): string {
  const date = new Date(value);
  const days = daysAgo(date, now);
  if (days <= 0) return timeOfDay(value, language);
  if (days < 7)
    return intlOnce(
      'chat-weekday',
      language,
      () => new Intl.DateTimeFormat(language, { weekday: 'short' }),
    ).format(date);
  return intlOnce(
    'chat-short-date',
    language,
    () => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }),
  ).format(date);
}

/** A day separator's date (the words "Today" and "Yesterday" come from the texts). */
export function dayLabel(value: string, language: string): string {
  return intlOnce(
    'chat-day',
    language,
    () =>
      new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  ).format(new Date(value));
}
