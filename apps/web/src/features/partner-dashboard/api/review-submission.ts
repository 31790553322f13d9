import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { ReviewBody, Submission } from '@betogether/contracts/tasks/task-reviews.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerDashboardKeys } from './partner-dashboard-keys';

type Variables = { attemptId: string; body: ReviewBody; idempotencyKey: string };
type SubmissionPages = InfiniteData<{ items: Submission[]; nextCursor: string | null }>;

/**
 * Approves (the member is paid from the escrow) or refuses a proof (a money call). The proof leaves
 * the waiting list at once; the task's counts and the headline figures are asked again.
 */
export function useReviewSubmission(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, body, idempotencyKey }: Variables) =>
      call(partnerTasksEndpoints.review, { params: { attemptId }, body, idempotencyKey }),
    onSuccess: (_answer, { attemptId }) => {
      client.setQueryData<SubmissionPages>(partnerDashboardKeys.submissions(taskId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.attemptId !== attemptId),
              })),
            }
          : data,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: partnerDashboardKeys.tasks() }),
        client.invalidateQueries({ queryKey: partnerDashboardKeys.overview() }),
      ]);
    },
  });
}
