import { ProfileStep } from '@/features/auth/register/profile-step';

/** /auth/multi-step-form: step 2 of registration, the profile. */
export function RegisterProfileRoute() {
  return <ProfileStep />;
}
