import { CodeForm } from '@/features/auth/components/code-form';

export function ConfirmOtpRoute() {
  return <CodeForm purpose="verify-email" />;
}

export function ConfirmLoginOtpRoute() {
  return <CodeForm purpose="login" />;
}
