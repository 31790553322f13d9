import { AdminPayoutsPage } from '@/features/admin-payouts/admin-payouts-page';

export function AdminPayoutProvidersRoute() {
  return <AdminPayoutsPage />;
}
