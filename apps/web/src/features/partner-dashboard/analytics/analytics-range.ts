import { ANALYTICS_MAX_DAYS } from '@betogether/contracts/tasks/tasks.constants';
import { day, defineUrlFilters, matching } from '@/lib/url-filters';
import type { AnalyticsRange } from '../api/get-analytics';

export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
/** Without dates in the address: the last 30 days, as the server's own default. */
const DEFAULT_DAYS: RangePreset = 30;
const DAY_MS = 86_400_000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The analytics' address: `?from=2026-03-01&to=2026-03-30&task=<id>` (days are UTC, both included). */
export const analyticsFilters = defineUrlFilters({
  from: day,
  to: day,
  task: matching((value) => uuid.test(value)),
});
type AnalyticsFilterValues = ReturnType<typeof analyticsFilters.read>;

/** Today's UTC day, YYYY-MM-DD: the server counts days in UTC. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(value: string, days: number): string {
  return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A preset's range: that many days up to today. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  return { from: addDays(today, -(preset - 1)), to: today };
}

export type ResolvedRange = {
  from: string;
  to: string;
  preset: RangePreset | null;
  /** What makes the range unaskable (nothing is sent then). */
  problem: 'reversed' | 'tooLong' | null;
  /** The call's query, or null while the range has a problem. */
  query: AnalyticsRange | null;
};

/** The range the address asks for, with its defaults, the preset it matches and what is wrong with it. */
export function resolveRange(values: AnalyticsFilterValues, today: string): ResolvedRange {
  const to = values.to ?? today;
  const from = values.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = daysIn(from, to);
  const problem = days < 1 ? 'reversed' : days > ANALYTICS_MAX_DAYS ? 'tooLong' : null;
  const preset = to === today ? (rangePresets.find((value) => value === days) ?? null) : null;
  const query = problem ? null : { from, to, ...(values.task ? { taskId: values.task } : {}) };
  return { from, to, preset, problem, query };
}
