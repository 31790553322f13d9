import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycDecisionBody } from '@betogether/contracts/kyc/kyc.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKycKeys } from './admin-kyc-keys';

type Variables = { kycId: string; body: KycDecisionBody; idempotencyKey: string };

/**
 * Approves, rejects or asks again (audited, once: a repeat with the same key answers the first
 * decision). The answer is the request as it now stands, shown at once; the queues are marked stale
 * (the request left "pending") and asked again when next shown.
 */
export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kycId, body, idempotencyKey }: Variables) =>
      call(kycAdminEndpoints.decide, { params: { kycId }, body, idempotencyKey }),
    onSuccess: (detail, { kycId }) => {
      client.setQueryData(adminKycKeys.request(kycId), detail);
      return client.invalidateQueries({ queryKey: adminKycKeys.queues() });
    },
  });
}
