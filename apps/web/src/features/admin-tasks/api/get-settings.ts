import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminTasksKeys } from './admin-tasks-keys';

/** The rules of the tasks' economy: fee, daily cap, minimum reward, first tasks reviewed. */
export function useTaskSettings() {
  return useQuery({
    queryKey: adminTasksKeys.settings(),
    queryFn: ({ signal }) => call(taskAdminEndpoints.settings, { signal }),
  });
}
