import type { editProfileResponseSchema } from '@betogether/contracts/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';
import { session } from '@/lib/session';

export function useSetTwoFactor() {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<Answer<typeof editProfileResponseSchema>>('/api/auth/two-factor', {
        method: 'PUT',
        body: { enabled },
      }),
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}

/** `/api/chnageRole` (spec spelling): member <-> partner. */
export function useChangeRole() {
  return useMutation({
    mutationFn: (role: 'member' | 'partner') =>
      api<Answer<typeof editProfileResponseSchema>>('/api/chnageRole', { method: 'POST', body: { role } }),
    onSuccess: (answer) => session.setUser(answer.data.user),
  });
}
