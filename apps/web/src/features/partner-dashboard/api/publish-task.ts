import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

type Variables = { taskId: string; idempotencyKey: string };

/** Publishes a draft: its whole budget leaves the partner's coins for the task's escrow (a money call). */
export function usePublishTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, idempotencyKey }: Variables) =>
      call(partnerTasksEndpoints.publish, { params: { taskId }, idempotencyKey }),
    onSuccess: (task) => applyTaskChange(client, task.id, task),
  });
}
