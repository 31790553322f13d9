import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { browserTimeZone, walletKeys } from './wallet-keys';

/** `GET /api/wallet/balance`: the balance alone, for the header of every member page. */
export function useWalletBalance() {
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => call(walletEndpoints.balance, { signal }),
  });
}

/**
 * `GET /api/wallet?tz=…`: balance, this week, this month and the last 30 days (the dashboard).
 * The live balance event updates it and the header's balance together (use-live-wallet.ts).
 */
export function useWalletSummary() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: walletKeys.summary(timeZone),
    queryFn: ({ signal }) => call(walletEndpoints.summary, { query: { tz: timeZone }, signal }),
  });
}
