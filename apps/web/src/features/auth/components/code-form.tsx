import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { deviceId } from '@/lib/device-id';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { Trans, useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { useFinishSignIn } from '../finish-sign-in';
import { loadPendingChallenge, type PendingChallenge, savePendingChallenge } from '../pending-challenge';
import { AuthHeading } from './auth-heading';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function formatSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The 6-digit code step: email verification (`verify-email`) or second sign-in step (`login`). */
export function CodeForm({ purpose }: { purpose: 'verify-email' | 'login' }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const verify = useVerifyCode(purpose);
  const resend = useResendCode();
  const [challenge, setChallenge] = useState<PendingChallenge | null>(() => loadPendingChallenge());
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  const now = useNow();

  if (!challenge || challenge.purpose !== purpose) {
    return (
      <Box>
        <AuthHeading title={t(`code.${purpose}.title`)} />
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('code.none')}
        </Alert>
        <Button component={RouterLink} to={paths.login.href()} variant="contained" fullWidth>
          {t('code.backToLogin')}
        </Button>
      </Box>
    );
  }

  const expiresIn = Date.parse(challenge.expiresAt) - now;
  const resendIn = Date.parse(challenge.resendAvailableAt) - now;
  const expired = expiresIn <= 0;
  const exhausted =
    verify.error instanceof ApiError &&
    ['CODE_ATTEMPTS_EXCEEDED', 'CODE_EXPIRED'].includes(verify.error.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setFieldError(t('validation.code'));
      return;
    }
    setFieldError(undefined);
    verify.mutate(
      { challengeId: challenge.challengeId, code, deviceId: deviceId() },
      { onSuccess: (answer) => finish(answer.token, answer.user), onError: () => setCode('') },
    );
  };

  const askAgain = () => {
    resend.mutate(challenge.challengeId, {
      onSuccess: (answer) => {
        const next = { ...challenge, ...answer };
        savePendingChallenge(next);
        setChallenge(next);
        setResent(true);
        setCode('');
        verify.reset();
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <AuthHeading title={t(`code.${purpose}.title`)} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <Trans
          t={t}
          i18nKey="code.sentTo"
          values={{ email: challenge.emailHint }}
          components={{ b: <b /> }}
        />
      </Typography>
      {challenge.reason === 'new_device' && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('code.newDevice')}
        </Typography>
      )}
      {challenge.reason === 'two_factor' && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('code.twoFactor')}
        </Typography>
      )}
      <Typography
        variant="body2"
        color={expired ? 'error' : 'text.secondary'}
        sx={{ mb: 3 }}
        aria-live="polite"
      >
        {expired ? t('code.expired') : t('code.expiresIn', { time: formatSeconds(expiresIn) })}
      </Typography>
      {verify.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problemMessage(verify.error, t)}
          {verify.error instanceof ApiError && verify.error.code === 'INVALID_CODE'
            ? ` ${t('code.triesLeft', { count: Number(/(\d+)/.exec(verify.error.problem?.detail ?? '')?.[1] ?? 0) })}`
            : ''}
        </Alert>
      )}
      {resend.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problemMessage(resend.error, t)}
        </Alert>
      )}
      {resent && !resend.error && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('code.resent')}
        </Alert>
      )}
      <TextInput
        label={t('code.label')}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(fieldError)}
        helperText={fieldError}
        autoFocus
        autoComplete="one-time-code"
        inputProps={{
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          style: { letterSpacing: '0.5em', fontSize: '1.5rem', textAlign: 'center' },
        }}
        sx={{ mb: 3 }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={verify.isPending || expired || exhausted}
      >
        {verify.isPending ? t('code.checking') : t('code.submit')}
      </Button>
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {/* An expired or exhausted challenge cannot be revived: the member logs in again. */}
        <Button onClick={askAgain} disabled={resendIn > 0 || resend.isPending || expired || exhausted}>
          {resendIn > 0 ? t('code.resendIn', { time: formatSeconds(resendIn) }) : t('code.resend')}
        </Button>
        <Link component={RouterLink} to={paths.login.href()} variant="body2">
          {t('code.backToLogin')}
        </Link>
      </Box>
    </Box>
  );
}
