import type { challengeResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

function resendCode(challengeId: string) {
  return api<Answer<typeof challengeResponseSchema>>('/api/auth/resend-code', {
    method: 'POST',
    body: { challengeId },
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
