import { SpecialTasksPage } from '@/features/tasks/special/special-tasks-page';

/** `/betogether/users/special-task`: the special tasks; `?task=<id>` opens one with its proof form. */
export function SpecialTasksRoute() {
  return <SpecialTasksPage />;
}
