import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import type { EmailOnlyBody } from '@betogether/contracts/auth/auth.schemas';
import { call } from '@/lib/api-client';
import { useCall } from '@/lib/use-call';

/** "Forgot password" and "forgot username" both answer 202 whether or not the account exists. */
export const emailRequests = ['password-reset', 'username-reminder'] as const;
export type EmailRequest = (typeof emailRequests)[number];

const endpoints = {
  'password-reset': authEndpoints.requestPasswordReset,
  'username-reminder': authEndpoints.usernameReminder,
} as const;

export function useEmailRequest(kind: EmailRequest) {
  return useCall((body: EmailOnlyBody) => call(endpoints[kind], { body }));
}
