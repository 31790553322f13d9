import type { LoginBody, loginResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

function login(body: LoginBody) {
  return api<Answer<typeof loginResponseSchema>>('/api/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
