import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import type { ReviewQueue } from '@betogether/contracts/tasks/tasks.constants';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminTasksKeys } from './admin-tasks-keys';

const PAGE_SIZE = 20;

/** One of the admins' queues (approvals, proofs, reports), oldest first, with the three counts. */
export function useReviewQueue(queue: ReviewQueue) {
  return useCursorList(
    taskAdminEndpoints.queue,
    { query: { queue, limit: PAGE_SIZE } },
    { queryKey: adminTasksKeys.queue(queue) },
  );
}
