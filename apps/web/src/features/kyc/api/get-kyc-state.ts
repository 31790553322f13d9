import { kycEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { kycKeys } from './kyc-keys';

/**
 * Where the member's identity check stands, the photos waiting for the next submission, the
 * timeline and the profile the form starts from. Asked again each time the page opens: a
 * reviewer decides elsewhere.
 */
export function useKycState() {
  return useQuery({
    queryKey: kycKeys.state(),
    queryFn: ({ signal }) => call(kycEndpoints.state, { signal }),
    staleTime: 0,
  });
}
