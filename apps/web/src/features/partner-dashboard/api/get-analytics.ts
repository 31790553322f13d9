import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerDashboardKeys } from './partner-dashboard-keys';

export type AnalyticsRange = { from: string; to: string; taskId?: string };

/** Totals, days and tasks of a range of UTC days (and one task); the previous range stays while it loads. */
export function usePartnerAnalytics(query: AnalyticsRange | null) {
  return useQuery({
    queryKey: partnerDashboardKeys.analytics(query ?? {}),
    queryFn: ({ signal }) => call(partnerTasksEndpoints.analytics, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
