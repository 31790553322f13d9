import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/** One of the partner's tasks (a draft to edit). */
export function usePartnerTask(taskId: string | null) {
  return useQuery({
    queryKey: partnerTaskKeys.detail(taskId ?? ''),
    queryFn: ({ signal }) => call(partnerTasksEndpoints.get, { params: { taskId: taskId ?? '' }, signal }),
    enabled: taskId !== null,
  });
}
