import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { SwitchableRole } from '@betogether/contracts/users/users.constants';
import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';

export function useSetTwoFactor() {
  return useMutation({
    mutationFn: (enabled: boolean) => call(authEndpoints.setTwoFactor, { body: { enabled } }),
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}

/** Member <-> partner. */
export function useChangeRole() {
  return useMutation({
    mutationFn: (role: SwitchableRole) => call(usersEndpoints.changeRole, { body: { role } }),
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}
