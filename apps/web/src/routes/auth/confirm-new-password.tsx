import { useParams } from 'react-router';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

export function ConfirmNewPasswordRoute() {
  const { id = '', token = '' } = useParams();
  return <NewPasswordForm key={`${id}/${token}`} id={id} token={token} />;
}
