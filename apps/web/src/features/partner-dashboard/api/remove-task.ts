import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

/** Deletes a draft (nothing was set aside for it). */
export function useRemoveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(partnerTasksEndpoints.remove, { params: { taskId } }),
    onSuccess: (_answer, taskId) => applyTaskChange(client, taskId, null),
  });
}
