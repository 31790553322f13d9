import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

export function useResendCode() {
  return useCall((challengeId: string) => call(authEndpoints.resendCode, { body: { challengeId } }));
}
