import type { ReferralSummary } from '@betogether/contracts/wallet/wallet.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** `GET /api/wallet/referrals`: the member's invitation link and what it brought. */
export function useReferrals() {
  return useQuery({
    queryKey: walletKeys.referrals(),
    queryFn: ({ signal }) => api<ReferralSummary>('/api/wallet/referrals', { signal }),
  });
}
