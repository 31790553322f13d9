import { WithdrawalPage } from '@/features/withdrawals/withdrawal-page';

/** `/betogether/withdrawal/withdrawal`: the member turns coins into money, and follows each withdrawal. */
export function WithdrawalRoute() {
  return <WithdrawalPage />;
}
