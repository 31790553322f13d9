import type { AttemptFilter } from '@betogether/contracts/tasks/tasks.constants';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { taskKeys } from './task-keys';

const PAGE_SIZE = 20;

/**
 * The member's attempts (done, pending review or refused), newest first, page by page; asked again
 * each time it shows, as a reviewer may have decided on a proof meanwhile.
 */
export function useTaskHistory(filter: AttemptFilter) {
  return useCursorList(
    tasksEndpoints.history,
    { query: { filter, limit: PAGE_SIZE } },
    { queryKey: taskKeys.history(filter), staleTime: 0 },
  );
}
