import { payoutsEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type { PayoutQuoteBody } from '@betogether/contracts/payouts/payouts.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * `POST /api/payout-providers/:providerId/quote`: what the withdrawal would pay now, by the
 * server's current rate, with the destination checked. Changes nothing: asked before the
 * confirmation step, so that a wrong detail is said before the password is asked for.
 */
export function usePayoutQuote() {
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: string; body: PayoutQuoteBody }) =>
      call(payoutsEndpoints.quote, { params: { providerId }, body }),
  });
}
