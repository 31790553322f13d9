import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { LoginBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => call(authEndpoints.login, { body }) });
}
