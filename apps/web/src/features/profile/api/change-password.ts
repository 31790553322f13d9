import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { ChangePasswordBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionsKey } from './sessions';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(authEndpoints.changePassword, { body }),
    // Every other session ended: the list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
