import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useResendCode() {
  return useMutation({
    mutationFn: (challengeId: string) => call(authEndpoints.resendCode, { body: { challengeId } }),
  });
}
