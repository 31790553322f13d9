import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

/** Puts a paused task back in front of members. */
export function useResumeTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(partnerTasksEndpoints.resume, { params: { taskId } }),
    onSuccess: (task) => applyTaskChange(client, task.id, task),
  });
}
