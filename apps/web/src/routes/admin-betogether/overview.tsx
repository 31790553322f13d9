import { AdminOverviewPage } from '@/features/admin/overview-page';

export function AdminOverviewRoute() {
  return <AdminOverviewPage />;
}
