import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import type { ReviewBody } from '@betogether/contracts/tasks/task-reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removeDecided } from './admin-tasks-keys';

type Variables = { taskId: string; body: ReviewBody; idempotencyKey: string };

/** A partner's task approved (it goes live or waits for its start) or refused (its budget comes back). */
export function useApproveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body, idempotencyKey }: Variables) =>
      call(taskAdminEndpoints.approve, { params: { taskId }, body, idempotencyKey }),
    onSuccess: (_task, { taskId }) =>
      removeDecided(client, 'approvals', (item) => item.queue === 'approvals' && item.task.id === taskId),
  });
}
