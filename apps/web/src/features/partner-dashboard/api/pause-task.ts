import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

/** Stops a live task for now: members no longer see it; its escrow stays. */
export function usePauseTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(partnerTasksEndpoints.pause, { params: { taskId } }),
    onSuccess: (task) => applyTaskChange(client, task.id, task),
  });
}
