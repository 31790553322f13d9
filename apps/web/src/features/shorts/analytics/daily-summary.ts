import type { ShortAnalytics } from '@betogether/contracts/shorts/shorts.schemas';

type Day = ShortAnalytics['daily'][number];

/** What the chart of daily views says in words: how many days, how many views, the best day. */
export type DailySummary = { days: number; total: number; best: Day; first: string; last: string };

/** Null without any day (a short posted today with no point yet); the earliest best day wins a tie. */
export function dailySummary(daily: readonly Day[]): DailySummary | null {
  const [first] = daily;
  const last = daily.at(-1);
  if (!first || !last) return null;
  let best = first;
  let total = 0;
  for (const day of daily) {
    total += day.views;
    if (day.views > best.views) best = day;
  }
  return { days: daily.length, total, best, first: first.date, last: last.date };
}
