import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import { kycEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { dropDraft } from './kyc-keys';

/** Removes a photo waiting for the next submission (204). */
export function useRemoveKycPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (side: KycDocumentSide) => call(kycEndpoints.removePhoto, { params: { side } }),
    onSuccess: (_answer, side) => dropDraft(queryClient, side),
  });
}
