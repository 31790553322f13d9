import type { WalletSummary } from '@betogether/contracts/wallet/wallet.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTimeZone, walletKeys } from './wallet-keys';

/**
 * `GET /api/wallet?tz=…`: balance, this week, this month and the last 30 days. The header's
 * balance and the dashboard share this one query, so they always show the same number.
 */
export function useWalletSummary() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: walletKeys.summary(timeZone),
    queryFn: ({ signal }) =>
      api<WalletSummary>(`/api/wallet?${new URLSearchParams({ tz: timeZone })}`, { signal }),
  });
}
