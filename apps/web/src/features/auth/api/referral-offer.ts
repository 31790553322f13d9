import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** What joining through an invitation brings (the bonuses and their rule), for the invitation page. */
export function useReferralOffer() {
  return useQuery({
    queryKey: ['wallet', 'referral-offer'],
    queryFn: () => call(walletEndpoints.referralOffer),
    staleTime: 5 * 60_000,
  });
}
