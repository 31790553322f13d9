import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isValidAccountField } from '@/lib/form-rules';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { type EmailRequest, useEmailRequest } from '../api/email-requests';
import { AuthHeading } from './auth-heading';
import { inboxAddress } from './inbox-notice';

/**
 * "Forgot password" (/auth/reset_password) and "forgot username" (/auth/obtain_id): one email
 * field; the answer is the same whether or not an account exists, then /auth/try-submit.
 */
export function EmailRequestForm({ kind }: { kind: EmailRequest }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useEmailRequest(kind);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const copy = kind === 'password-reset' ? 'reset' : 'obtainId';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidAccountField('email', email)) {
      setError(t('validation.email'));
      return;
    }
    setError(undefined);
    request.mutate(
      { email: email.trim().toLowerCase(), language: i18n.language === 'fr' ? 'fr' : 'en' },
      { onSuccess: () => navigate(paths.trySubmit.href({ query: inboxAddress.write({ kind }) })) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t(`${copy}.title`)} subtitle={t(`${copy}.subtitle`)} />
      {request.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problemMessage(request.error, t)}
        </Alert>
      )}
      <TextInput
        label={t('register.email')}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        sx={{ mb: 3 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={request.isPending}>
        {t(`${copy}.submit`)}
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login.href()} variant="body2">
          {t('code.backToLogin')}
        </Link>
      </Box>
    </Box>
  );
}
