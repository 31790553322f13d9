import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { deviceId } from '@/lib/device-id';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { Trans, useTranslation } from '@/lib/use-translation';
import { useRegister } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { keepAvatarForLater } from '../pending-avatar';
import { savePendingChallenge } from '../pending-challenge';
import { resetDraft, useRegisterDraft } from './register-draft';
import { RegisterStepper } from './register-stepper';

const accountFields = new Set(['email', 'username', 'password']);

/** Step 3 (/auth/all-register-step): everything at a glance, acceptance of the conditions, submit. */
export function ReviewStep() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const draft = useRegisterDraft();
  const register = useRegister();
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState(false);
  // Once created, the draft is emptied: the guards below must not send the member back to step 1.
  const [created, setCreated] = useState(false);
  // A second press before React has re-rendered the disabled button is ignored here.
  const submitting = useRef(false);
  if (created) return null;
  if (!draft.accountDone) return <Navigate to={paths.register.href()} replace />;
  if (!draft.profileDone) return <Navigate to={paths.registerProfile.href()} replace />;

  const fieldErrors = serverFieldErrors(register.error, t);
  const country =
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(draft.country) ?? draft.country;
  const birthDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${draft.birthDate}T00:00:00Z`),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setAcceptError(true);
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    register.mutate(
      {
        email: draft.email,
        username: draft.username,
        password: draft.password,
        firstName: draft.firstName,
        lastName: draft.lastName,
        birthDate: draft.birthDate,
        country: draft.country,
        acceptTerms: true,
        referrer: draft.referrer ?? undefined,
        deviceId: deviceId(),
        language: i18n.language === 'fr' ? 'fr' : 'en',
        clientKey: draft.clientKey,
      },
      {
        onSettled: () => {
          submitting.current = false;
        },
        onSuccess: (challenge) => {
          savePendingChallenge({ ...challenge, purpose: 'verify-email', reason: 'registration' });
          keepAvatarForLater(draft.email, draft.avatar);
          setCreated(true);
          resetDraft();
          navigate(paths.confirmOtp.href());
        },
      },
    );
  };

  const row = (label: string, value: string, error?: string) => (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
        {error && (
          <Typography variant="caption" color="error">
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t('register.reviewTitle')} subtitle={t('register.reviewSubtitle')} />
      <RegisterStepper active={2} />
      {register.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          role="alert"
          action={
            Object.keys(fieldErrors).some((f) => accountFields.has(f)) ? (
              <Button color="inherit" size="small" onClick={() => navigate(paths.register.href())}>
                {t('register.fix')}
              </Button>
            ) : undefined
          }
        >
          {problemMessage(register.error, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={draft.avatar ?? undefined} sx={{ width: 56, height: 56 }}>
          {draft.firstName.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {draft.firstName} {draft.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            @{draft.username}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mb: 1 }}>
        {row(t('register.email'), draft.email, fieldErrors.email)}
        {row(t('register.username'), draft.username, fieldErrors.username)}
        {row(t('register.password'), '••••••••', fieldErrors.password)}
        {row(t('register.birthDate'), birthDate, fieldErrors.birthDate)}
        {row(t('register.country'), country, fieldErrors.country)}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <Link component={RouterLink} to={paths.register.href()} variant="body2">
          {t('register.editAccount')}
        </Link>
        <Link component={RouterLink} to={paths.registerProfile.href()} variant="body2">
          {t('register.editProfile')}
        </Link>
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            name="acceptTerms"
            onChange={(e) => {
              setAccepted(e.target.checked);
              setAcceptError(false);
            }}
          />
        }
        label={
          <Typography variant="body2">
            <Trans
              t={t}
              i18nKey="register.accept"
              components={{
                terms: (
                  <Link href={paths.legalUserConditionBeTogether.href()} target="_blank" rel="noopener" />
                ),
                social: <Link href={paths.legalUserConditionSocial.href()} target="_blank" rel="noopener" />,
                privacy: (
                  <Link href={paths.legalConfidentialityBeTogether.href()} target="_blank" rel="noopener" />
                ),
              }}
            />
          </Typography>
        }
      />
      {acceptError && <FormHelperText error>{t('validation.acceptTerms')}</FormHelperText>}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => navigate(paths.registerProfile.href())}
          sx={{ flex: 1 }}
        >
          {t('register.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={register.isPending}
          loadingPosition="start"
          sx={{ flex: 2 }}
        >
          {register.isPending ? t('register.creating') : t('register.create')}
        </Button>
      </Box>
    </Box>
  );
}
