import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { VerifyCodeBody } from '@betogether/contracts/auth/auth.schemas';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

/** The same 6-digit step checks an email address (`verify-email`) or a sign-in (`login`). */
export type CodePurpose = 'verify-email' | 'login';

const endpoints = { 'verify-email': authEndpoints.verifyEmail, login: authEndpoints.verifyLogin } as const;

export function useVerifyCode(purpose: CodePurpose) {
  return useCall((body: VerifyCodeBody) => call(endpoints[purpose], { body }));
}
