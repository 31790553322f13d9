import { ReviewStep } from '@/features/auth/register/review-step';

/** /auth/all-register-step: step 3, every step reviewed and the conditions accepted. */
export function RegisterReviewRoute() {
  return <ReviewStep />;
}
