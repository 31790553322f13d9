import { NewPasswordFromLink } from '@/features/auth/components/new-password-form';

export function ConfirmNewPasswordRoute() {
  return <NewPasswordFromLink />;
}
