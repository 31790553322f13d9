import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/**
 * Publishes a draft: its budget leaves the partner's coins for the task's escrow, so the call
 * carries an Idempotency-Key (the caller keeps it while a retry of the same publish may follow).
 */
export function usePublishTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, idempotencyKey }: { taskId: string; idempotencyKey: string }) =>
      call(partnerTasksEndpoints.publish, { params: { taskId }, idempotencyKey }),
    onSuccess: (task) => {
      queryClient.setQueryData(partnerTaskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: partnerTaskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: partnerTaskKeys.balance() });
    },
  });
}
