import { TasksDashboardPage } from '@/features/tasks/dashboard/tasks-dashboard-page';

/** `/betogether/users/dashboard-tasks`: the hub of tasks, earnings and history. */
export function TasksDashboardRoute() {
  return <TasksDashboardPage />;
}
