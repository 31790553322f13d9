import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isValidAccountField } from '@/lib/form-rules';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { QueryProvider } from '@/lib/query-client';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { useConfirmPasswordReset, useResetLink } from '../api/password-reset-link';
import { AuthHeading } from './auth-heading';

/**
 * The mail's link is /auth/confirm_new_password/{id}/link#token=…: the token rides in the fragment,
 * which the browser never sends to the server. A link with the token as its last segment (older
 * mails) still works.
 */
export function NewPasswordFromLink() {
  const { id = '', token: segment = '' } = useParams();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? segment;
  return (
    <QueryProvider>
      <NewPasswordForm key={`${id}/${token}`} id={id} token={token} />
    </QueryProvider>
  );
}

/** /auth/confirm_new_password/{id}/{token}: the link from the reset mail (single use, 1 hour). */
function NewPasswordForm({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('auth');
  const link = useResetLink(id, token);
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  if (link.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('newPassword.checking')} />
      </Box>
    );
  }
  if (link.isError) {
    return (
      <Box>
        <AuthHeading title={t('newPassword.title')} />
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {t('problems.RESET_LINK_INVALID', { ns: 'common' })}
        </Alert>
        <Button component={RouterLink} to={paths.resetPassword.href()} variant="contained" fullWidth>
          {t('newPassword.askAgain')}
        </Button>
      </Box>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Box>
        <AuthHeading title={t('newPassword.doneTitle')} subtitle={t('newPassword.done')} />
        <Button component={RouterLink} to={paths.login.href()} variant="contained" size="large" fullWidth>
          {t('register.login')}
        </Button>
      </Box>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: isValidAccountField('password', password) ? undefined : t('validation.password'),
      repeat: repeat === password ? undefined : t('validation.repeat'),
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    confirm.mutate({ id, token, password });
  };
  const serverErrors = serverFieldErrors(confirm.error, t);

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t('newPassword.title')} subtitle={t('newPassword.subtitle')} />
      {confirm.error && !serverErrors.password && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problemMessage(confirm.error, t)}
        </Alert>
      )}
      <PasswordField
        label={t('newPassword.password')}
        name="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password ?? serverErrors.password)}
        helperText={errors.password ?? serverErrors.password ?? t('register.hint.password')}
        sx={{ mb: 2 }}
      />
      <PasswordField
        label={t('newPassword.repeat')}
        name="repeat"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
        sx={{ mb: 3 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={confirm.isPending}>
        {t('newPassword.submit')}
      </Button>
    </Box>
  );
}
