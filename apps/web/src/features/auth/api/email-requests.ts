import type { acceptedResponseSchema, EmailOnlyBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

/** "Forgot password" and "forgot username" both answer 202 whether or not the account exists. */
export type EmailRequest = 'password-reset' | 'username-reminder';

function sendEmailRequest(kind: EmailRequest, body: EmailOnlyBody) {
  return api<Answer<typeof acceptedResponseSchema>>(`/api/auth/${kind}`, { method: 'POST', body });
}

export function useEmailRequest(kind: EmailRequest) {
  return useMutation({ mutationFn: (body: EmailOnlyBody) => sendEmailRequest(kind, body) });
}
