import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { RegisterBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => call(authEndpoints.register, { body }) });
}
