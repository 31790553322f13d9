import type { StatementFilters } from './statement-filters';

/** Every query of the wallet feature, under one root: a balance change refreshes them all. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  summaries: () => [...walletKeys.all, 'summary'] as const,
  summary: (timeZone: string) => [...walletKeys.summaries(), timeZone] as const,
  statement: (filters: StatementFilters) => [...walletKeys.all, 'statement', filters] as const,
  referrals: () => [...walletKeys.all, 'referrals'] as const,
};

/** The browser's IANA time zone: "this week", "this month" and the chart's days are counted in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
