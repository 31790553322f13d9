import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { LoginBody } from '@betogether/contracts/auth/auth.schemas';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

export function useLogin() {
  return useCall((body: LoginBody) => call(authEndpoints.login, { body }));
}
