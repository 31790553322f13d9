import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** `GET /api/wallet/referrals`: the member's invitation link and what it brought. */
export function useReferrals() {
  return useQuery({
    queryKey: walletKeys.referrals(),
    queryFn: ({ signal }) => call(walletEndpoints.referrals, { signal }),
  });
}
