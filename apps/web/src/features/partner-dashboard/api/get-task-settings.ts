import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerDashboardKeys } from './partner-dashboard-keys';

/** The admins' fee and the reviews the partner still needs: what publishing will set aside and do. */
export function useTaskSettings(enabled = true) {
  return useQuery({
    queryKey: partnerDashboardKeys.settings(),
    queryFn: ({ signal }) => call(tasksEndpoints.settings, { signal }),
    enabled,
  });
}
