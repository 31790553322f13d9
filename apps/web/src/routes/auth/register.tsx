import { AccountStep } from '@/features/auth/register/account-step';

/** /auth/register: step 1 of registration, the account. */
export function RegisterAccountRoute() {
  return <AccountStep />;
}
