import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import type { ResolveReportBody } from '@betogether/contracts/tasks/task-reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removeDecided } from './admin-tasks-keys';

type Variables = { reportId: string; body: ResolveReportBody; idempotencyKey: string };

/** A member's report dismissed, or the task cancelled (its partner gets back what is unspent). */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body, idempotencyKey }: Variables) =>
      call(taskAdminEndpoints.resolveReport, { params: { reportId }, body, idempotencyKey }),
    onSuccess: (_task, { reportId }) =>
      removeDecided(client, 'reports', (item) => item.queue === 'reports' && item.report.id === reportId),
  });
}
