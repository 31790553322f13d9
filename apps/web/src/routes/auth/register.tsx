import { AccountStep } from '@/features/auth/register/account-step';
import { ProfileStep } from '@/features/auth/register/profile-step';
import { ReviewStep } from '@/features/auth/register/review-step';

/** /auth/register: step 1, account. */
export function RegisterAccountRoute() {
  return <AccountStep />;
}

/** /auth/multi-step-form: step 2, profile. */
export function RegisterProfileRoute() {
  return <ProfileStep />;
}

/** /auth/all-register-step: step 3, every step reviewed and the conditions accepted. */
export function RegisterReviewRoute() {
  return <ReviewStep />;
}
