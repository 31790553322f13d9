import { intlOnce } from '@/lib/intl-cache';
import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';
import { relativeTime } from '@/ui/relative-time';

/** "45 sec", "2 min", "1 min 30 sec" ("45 s", "2 min", "1 min 30 s" in French): how long a task takes. */
export function formatDuration(totalSeconds: number, language: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const unit = (name: 'minute' | 'second') =>
    intlOnce(
      `duration-${name}`,
      language,
      () => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }),
    );
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit('second').format(rest);
  if (rest === 0) return unit('minute').format(minutes);
  return `${unit('minute').format(minutes)} ${unit('second').format(rest)}`;
}

/** "in 3 days" / "dans 3 jours": when a task ends, from now. */
export function endsIn(endsAt: string, language: string, now = new Date()): string {
  return relativeTime(new Date(endsAt), now, language);
}

/** A failed tasks call in the member's words: the tasks texts first, the common ones otherwise. */
export function taskProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, t, { ns: 'tasks' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the address, before it is sent (a hand-edited link asks nothing). */
export function isUuid(value: string | null): value is string {
  return value !== null && UUID.test(value);
}
