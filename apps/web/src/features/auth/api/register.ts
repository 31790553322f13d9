import type { challengeResponseSchema, RegisterBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

function register(body: RegisterBody) {
  return api<Answer<typeof challengeResponseSchema>>('/api/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
