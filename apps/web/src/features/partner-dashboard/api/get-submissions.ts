import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { partnerDashboardKeys } from './partner-dashboard-keys';

const PAGE_SIZE = 10;

/** A special task's proofs waiting for the partner's review, oldest first as the server sorts them. */
export function usePendingSubmissions(taskId: string) {
  return useCursorList(
    partnerTasksEndpoints.submissions,
    { params: { taskId }, query: { status: 'pending', limit: PAGE_SIZE } },
    { queryKey: partnerDashboardKeys.submissions(taskId), staleTime: 0 },
  );
}
