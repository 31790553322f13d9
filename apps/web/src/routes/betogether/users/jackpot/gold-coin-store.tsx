import { CoinStorePage } from '@/features/payments/store/coin-store-page';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-summary';

/** `/betogether/users/jackpot/gold-coin-store`: coin packs (payments) beside the balance (wallet). */
export function GoldCoinStoreRoute() {
  const wallet = useWalletBalance();
  return <CoinStorePage balance={wallet.data?.balance} />;
}
