import { AdminEconomyPage } from '@/features/admin-economy/economy-page';

export function AdminTransactionsRoute() {
  return <AdminEconomyPage />;
}
