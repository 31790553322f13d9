import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerDashboardKeys } from './partner-dashboard-keys';

/**
 * The dashboard's headline figures: counts by status, proofs waiting, escrow, balance, last 7 days.
 * Asked again each time the dashboard opens (a task published on a create screen, members' work).
 */
export function usePartnerOverview() {
  return useQuery({
    queryKey: partnerDashboardKeys.overview(),
    queryFn: ({ signal }) => call(partnerTasksEndpoints.overview, { signal }),
    staleTime: 0,
  });
}
