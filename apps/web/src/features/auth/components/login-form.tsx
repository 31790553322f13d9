import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { deviceId } from '@/lib/device-id';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { TextInput } from '@/ui/text-input';
import { useLogin } from '../api/login';
import { useFinishSignIn } from '../finish-sign-in';
import { savePendingChallenge } from '../pending-challenge';
import { AuthHeading } from './auth-heading';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      identifier: identifier.trim() ? undefined : t('validation.identifier'),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    setErrors(next);
    if (next.identifier || next.password) return;
    login.mutate(
      { identifier: identifier.trim(), password, deviceId: deviceId() },
      {
        onSuccess: async (answer) => {
          if (answer.status === 'authenticated') {
            await finish(answer.token, answer.user);
            return;
          }
          const verifyEmail = answer.reason === 'verify_email';
          savePendingChallenge({
            ...answer.challenge,
            purpose: verifyEmail ? 'verify-email' : 'login',
            reason: answer.reason,
          });
          navigate(verifyEmail ? paths.confirmOtp.href() : paths.confirmLoginOtp.href());
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {login.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problemMessage(login.error, t)}
        </Alert>
      )}
      <TextInput
        label={t('login.identifier')}
        name="identifier"
        autoComplete="username"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={Boolean(errors.identifier)}
        helperText={errors.identifier}
        autoFocus
        sx={{ mb: 2 }}
        inputProps={{ maxLength: 254 }}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        sx={{ mb: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Link component={RouterLink} to={paths.resetPassword.href()} variant="body2">
          {t('login.forgotPassword')}
        </Link>
        <Link component={RouterLink} to={paths.obtainId.href()} variant="body2">
          {t('login.forgotUsername')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={paths.register.href()} sx={{ fontWeight: 600 }}>
          {t('login.createAccount')}
        </Link>
      </Typography>
    </Box>
  );
}
