import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { taskKeys } from './task-keys';
import type { TaskListFilters } from './task-list-filters';

/** Two rows of cards at a time on a wide screen; the next page loads before the end. */
const PAGE_SIZE = 12;

/** The live tasks of one kind the member may do, in the order and with the reward filter chosen. */
export function useTasks(kind: TaskKind, filters: TaskListFilters) {
  return useCursorList(
    tasksEndpoints.list,
    { query: { kind, sort: filters.sort, reward: filters.reward, limit: PAGE_SIZE } },
    { queryKey: taskKeys.list(kind, filters), keepPrevious: true },
  );
}

export type TaskListQuery = ReturnType<typeof useTasks>;
