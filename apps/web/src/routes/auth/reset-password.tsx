import { EmailRequestForm } from '@/features/auth/components/email-request-form';

export function ResetPasswordRoute() {
  return <EmailRequestForm kind="password-reset" />;
}
