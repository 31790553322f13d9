import { DashboardPage } from '@/features/wallet/dashboard/dashboard-page';

/** `/betogether/users/dashboard-users`: the member's coins dashboard and statement. */
export function DashboardUsersRoute() {
  return <DashboardPage />;
}
