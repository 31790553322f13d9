import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { explicitLogout, session } from '@/lib/session';

function logout() {
  return api('/api/auth/logout', { method: 'POST' });
}

/** Revokes the token on the server, then forgets it here whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch((error: unknown) => console.error('Logout call failed', error)),
    onSettled: () => {
      explicitLogout.start();
      session.signOut();
      queryClient.clear();
    },
  });
}
