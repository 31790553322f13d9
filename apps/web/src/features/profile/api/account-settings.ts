import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { TwoFactorBody } from '@betogether/contracts/auth/auth.schemas';
import type { SwitchableRole } from '@betogether/contracts/users/users.constants';
import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { session } from '@/lib/session';

export function useSetTwoFactor() {
  return useMutation({
    // Turning it off takes the current password (the API refuses it without).
    mutationFn: (body: TwoFactorBody) => call(authEndpoints.setTwoFactor, { body }),
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
