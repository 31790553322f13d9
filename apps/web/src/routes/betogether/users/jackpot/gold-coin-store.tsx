import { CoinStorePage } from '@/features/payments/store/coin-store-page';
import { useWalletSummary } from '@/features/wallet/api/get-wallet-summary';

/** `/betogether/users/jackpot/gold-coin-store`: coin packs (payments) beside the balance (wallet). */
export function GoldCoinStoreRoute() {
  const summary = useWalletSummary();
  return <CoinStorePage balance={summary.data?.balance} />;
}
