import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { ConfirmResetBody } from '@betogether/contracts/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

/** The link is checked with its token in a body: never in an address the server logs. */
export function useResetLink(id: string, token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', id, token],
    queryFn: () => call(authEndpoints.resetLink, { body: { id, token } }),
    retry: false,
  });
}

export function useConfirmPasswordReset() {
  return useCall((body: ConfirmResetBody) => call(authEndpoints.confirmPasswordReset, { body }));
}
