import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';

/** The spec's role switch (`usersEndpoints.changeRole`), to partner: the session's user follows. */
export function useBecomePartner() {
  return useMutation({
    mutationFn: () => call(usersEndpoints.changeRole, { body: { role: 'partner' } }),
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}
