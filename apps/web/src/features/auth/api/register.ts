import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { RegisterBody } from '@betogether/contracts/auth/auth.schemas';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

export function useRegister() {
  return useCall((body: RegisterBody) => call(authEndpoints.register, { body }));
}
