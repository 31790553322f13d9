import { kycEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycSubmission } from '@betogether/contracts/kyc/kyc.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { kycKeys } from './kyc-keys';

/**
 * Submits the photos waiting with what the document says; the answer is the new state (pending),
 * which the page shows at once.
 */
export function useSendKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycSubmission) => call(kycEndpoints.send, { body }),
    onSuccess: (state) => queryClient.setQueryData(kycKeys.state(), state),
  });
}
