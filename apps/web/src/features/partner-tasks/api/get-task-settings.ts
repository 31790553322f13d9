import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/** The admins' rules a new task must meet (fee, minimum reward) and how many reviews are left. */
export function useTaskSettings() {
  return useQuery({
    queryKey: partnerTaskKeys.settings(),
    queryFn: ({ signal }) => call(tasksEndpoints.settings, { signal }),
  });
}
