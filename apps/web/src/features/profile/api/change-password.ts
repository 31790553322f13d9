import type { acceptedResponseSchema, ChangePasswordBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';
import { sessionsKey } from './sessions';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<Answer<typeof acceptedResponseSchema>>('/api/auth/password', { method: 'POST', body }),
    // Every other session ended: the list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
