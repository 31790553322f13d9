import type {
  acceptedResponseSchema,
  ConfirmResetBody,
  resetLinkStatusSchema,
} from '@betogether/contracts/auth/auth.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

export function useResetLink(id: string, token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', id, token],
    queryFn: () =>
      api<Answer<typeof resetLinkStatusSchema>>(
        `/api/auth/password-reset/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
      ),
    retry: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ConfirmResetBody) =>
      api<Answer<typeof acceptedResponseSchema>>('/api/auth/password-reset/confirm', {
        method: 'POST',
        body,
      }),
  });
}
