import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

type Variables = { taskId: string; idempotencyKey: string };

/** Ends a task now; what its escrow still holds comes back to the partner (a money call). */
export function useCancelTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, idempotencyKey }: Variables) =>
      call(partnerTasksEndpoints.cancel, { params: { taskId }, idempotencyKey }),
    onSuccess: (task) => applyTaskChange(client, task.id, task),
  });
}
