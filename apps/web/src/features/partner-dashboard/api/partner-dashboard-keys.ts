import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Every query of the partner dashboard and analytics, under one root. */
export const partnerDashboardKeys = {
  all: ['partner-dashboard'] as const,
  /** Every page of the partner's task list, whatever its filters: what an action on a task changes. */
  tasks: () => [...partnerDashboardKeys.all, 'tasks'] as const,
  taskList: (filters: Record<string, string>) => [...partnerDashboardKeys.tasks(), filters] as const,
  taskOptions: () => [...partnerDashboardKeys.all, 'task-options'] as const,
  overview: () => [...partnerDashboardKeys.all, 'overview'] as const,
  settings: () => [...partnerDashboardKeys.all, 'settings'] as const,
  submissions: (taskId: string) => [...partnerDashboardKeys.all, 'submissions', taskId] as const,
  analytics: (query: Record<string, string>) => [...partnerDashboardKeys.all, 'analytics', query] as const,
};

type TaskPages = InfiniteData<{ items: PartnerTask[]; nextCursor: string | null }>;

/**
 * After an action on a task: its new state (the action's answer) shows at once in every cached list,
 * or it leaves them (`null`: deleted); then the lists (a status filter may no longer match) and the
 * headline figures are asked again.
 */
export function applyTaskChange(client: QueryClient, taskId: string, task: PartnerTask | null) {
  client.setQueriesData<TaskPages>({ queryKey: partnerDashboardKeys.tasks() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: task
              ? page.items.map((item) => (item.id === taskId ? task : item))
              : page.items.filter((item) => item.id !== taskId),
          })),
        }
      : data,
  );
  return Promise.all([
    client.invalidateQueries({ queryKey: partnerDashboardKeys.tasks() }),
    client.invalidateQueries({ queryKey: partnerDashboardKeys.overview() }),
    client.invalidateQueries({ queryKey: partnerDashboardKeys.taskOptions(), refetchType: 'none' }),
  ]);
}
