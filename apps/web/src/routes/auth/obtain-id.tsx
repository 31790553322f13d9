import { EmailRequestForm } from '@/features/auth/components/email-request-form';

/** /auth/obtain_id: get your username by email (see docs/decisions.md). */
export function ObtainIdRoute() {
  return <EmailRequestForm kind="username-reminder" />;
}
