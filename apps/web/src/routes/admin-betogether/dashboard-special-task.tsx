import { AdminTasksPage } from '@/features/admin-tasks/admin-tasks-page';

export function AdminSpecialTasksRoute() {
  return <AdminTasksPage />;
}
