import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { browserTimeZone, taskKeys } from './task-keys';

/** The chart's range: a month of days, as the coins dashboard shows. */
const DASHBOARD_DAYS = 30;

/**
 * What the member did and earned: counts, today against the daily cap, and a month of days. Asked
 * again each time the hub opens: a reviewer's decision (elsewhere) moves a proof to done or refused.
 */
export function useTaskDashboard() {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: taskKeys.dashboard(tz),
    queryFn: ({ signal }) => call(tasksEndpoints.dashboard, { query: { tz, days: DASHBOARD_DAYS }, signal }),
    staleTime: 0,
  });
}
