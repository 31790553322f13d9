import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isValidAccountField } from '@/lib/form-rules';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { TextInput } from '@/ui/text-input';
import { isUsernameAvailable } from '../api/username-availability';
import { AuthHeading } from '../components/auth-heading';
import { ReferrerBanner } from './referrer-banner';
import { updateDraft, useRegisterDraft } from './register-draft';
import { RegisterStepper } from './register-stepper';

type Field = 'email' | 'username' | 'password';

/** Step 1 (/auth/register): email, username, password. */
export function AccountStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const draft = useRegisterDraft();
  const [values, setValues] = useState({
    email: draft.email,
    username: draft.username,
    password: draft.password,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [checking, setChecking] = useState(false);

  const validate = (field: Field, value: string): string | undefined => {
    return isValidAccountField(field, value) ? undefined : t(`validation.${field}`);
  };
  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: validate(field, values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: validate('email', values.email),
      username: validate('username', values.username),
      password: validate('password', values.password),
    };
    setErrors(next);
    if (next.email || next.username || next.password) return;
    setChecking(true);
    try {
      if (!(await isUsernameAvailable(values.username.trim()))) {
        setErrors((e) => ({ ...e, username: t('fieldProblems.taken', { ns: 'common' }) }));
        return;
      }
    } catch {
      // The final submit checks again; a failed look-up must not block the form.
    } finally {
      setChecking(false);
    }
    updateDraft({
      email: values.email.trim().toLowerCase(),
      username: values.username.trim(),
      password: values.password,
      accountDone: true,
    });
    navigate(paths.registerProfile.href());
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => blur(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? t(`register.hint.${name}`),
    sx: { mb: 2 },
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterStepper active={0} />
      <ReferrerBanner code={draft.referrer} />
      <TextInput
        label={t('register.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        {...field('email')}
      />
      <TextInput
        label={t('register.username')}
        autoComplete="username"
        required
        {...field('username')}
        inputProps={{ maxLength: 30 }}
      />
      <PasswordField
        label={t('register.password')}
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={checking} sx={{ mt: 1 }}>
        {t('register.next')}
      </Button>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login.href()} sx={{ fontWeight: 600 }}>
          {t('register.login')}
        </Link>
      </Typography>
    </Box>
  );
}
