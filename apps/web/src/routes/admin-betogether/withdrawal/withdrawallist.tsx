import { WithdrawalsPage } from '@/features/admin-withdrawals/withdrawals-page';

/** /admin_betogether/withdrawal/withdrawallist: finance's withdrawals (approve, pay, reject, limits). */
export function AdminWithdrawalsRoute() {
  return <WithdrawalsPage />;
}
