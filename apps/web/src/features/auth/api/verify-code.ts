import type { sessionResponseSchema, VerifyCodeBody } from '@betogether/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

/** The same 6-digit step checks an email address (`verify-email`) or a sign-in (`login`). */
export type CodePurpose = 'verify-email' | 'login';

function verifyCode(purpose: CodePurpose, body: VerifyCodeBody) {
  const path = purpose === 'login' ? '/api/auth/login/verify' : '/api/auth/verify-email';
  return api<Answer<typeof sessionResponseSchema>>(path, { method: 'POST', body });
}

export function useVerifyCode(purpose: CodePurpose) {
  return useMutation({ mutationFn: (body: VerifyCodeBody) => verifyCode(purpose, body) });
}
