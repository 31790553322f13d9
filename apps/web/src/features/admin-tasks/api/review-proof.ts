import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import type { ReviewBody } from '@betogether/contracts/tasks/task-reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removeDecided } from './admin-tasks-keys';

type Variables = { attemptId: string; body: ReviewBody; idempotencyKey: string };

/** A special-task proof sent to admins: approved (the member is paid) or refused with a reason. */
export function useReviewProof() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, body, idempotencyKey }: Variables) =>
      call(taskAdminEndpoints.reviewProof, { params: { attemptId }, body, idempotencyKey }),
    onSuccess: (_submission, { attemptId }) =>
      removeDecided(
        client,
        'proofs',
        (item) => item.queue === 'proofs' && item.submission.attemptId === attemptId,
      ),
  });
}
