import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { TaskKind, TaskStatus } from '@betogether/contracts/tasks/tasks.constants';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useCursorList } from '@/lib/use-cursor-list';
import { partnerDashboardKeys } from './partner-dashboard-keys';

const PAGE_SIZE = 20;
/** The analytics' task picker: the latest tasks, as many as one page holds. */
const OPTIONS_SIZE = 100;

export type PartnerTaskFilters = { status?: TaskStatus; kind?: TaskKind };

/**
 * The partner's own tasks, newest first, keyset pages, with the dashboard's filters. Asked again
 * each time the dashboard opens: the create screens (another feature's cache) publish tasks and
 * members' completions move the figures, so an answer from a minute ago may already be wrong.
 */
export function usePartnerTasks(filters: PartnerTaskFilters) {
  return useCursorList(
    partnerTasksEndpoints.list,
    { query: { ...filters, limit: PAGE_SIZE } },
    { queryKey: partnerDashboardKeys.taskList(filters), keepPrevious: true, staleTime: 0 },
  );
}

/** The partner's latest tasks for a picker (titles only matter). */
export function usePartnerTaskOptions() {
  return useQuery({
    queryKey: partnerDashboardKeys.taskOptions(),
    queryFn: ({ signal }) => call(partnerTasksEndpoints.list, { query: { limit: OPTIONS_SIZE }, signal }),
    staleTime: 5 * 60_000,
  });
}
