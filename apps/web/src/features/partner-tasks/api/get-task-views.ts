import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { ANALYTICS_MAX_DAYS } from '@betogether/contracts/tasks/tasks.constants';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The analytics' longest range (UTC days, both ends included), ending today. */
export function viewsRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (ANALYTICS_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * Views per task over the analytics' longest range: a task has no view count of its own, the
 * daily rollups hold them. A map by task id; a task without activity is not in it.
 */
export function useTaskViews() {
  const { from, to } = viewsRange();
  return useQuery({
    queryKey: partnerTaskKeys.views(from, to),
    queryFn: ({ signal }) => call(partnerTasksEndpoints.analytics, { query: { from, to }, signal }),
    select: (analytics) => new Map(analytics.tasks.map((task) => [task.taskId, task.views])),
  });
}
