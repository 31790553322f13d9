import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { explicitLogout, session } from '@/lib/session';

/**
 * Revokes the token on the server, then forgets it here whatever the server said (the query
 * cache follows the token: lib/query-client.tsx).
 */
export function useLogout() {
  return useMutation({
    mutationFn: () =>
      call(authEndpoints.logout).catch((error: unknown) => console.error('Logout call failed', error)),
    onSettled: () => {
      explicitLogout.start();
      session.signOut();
    },
  });
}
