import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PasswordRounded from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { TextInput } from '@/ui/text-input';
import { withdrawalProblem } from '../components/withdrawal-format';
import type { Confirmation } from './use-confirmation';
import { minutesAndSeconds, useNow } from './use-now';

function CodeFields({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation('withdrawals');
  const { challenge, emailCode } = confirmation;
  const now = useNow(challenge !== null);

  if (!challenge) {
    if (emailCode.isError)
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={confirmation.sendCode}>
              {t('actions.retry')}
            </Button>
          }
        >
          {withdrawalProblem(emailCode.error, t)}
        </Alert>
      );
    if (emailCode.isPending)
      return (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography>{t('confirm.sendingCode')}</Typography>
        </Box>
      );
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        {confirmation.error && (
          <Typography color="error" role="alert">
            {confirmation.error}
          </Typography>
        )}
        <Button variant="outlined" startIcon={<MailOutlineRounded />} onClick={confirmation.sendCode}>
          {t('confirm.sendCode')}
        </Button>
      </Box>
    );
  }

  const expiresIn = Date.parse(challenge.expiresAt) - now;
  const resendIn = Date.parse(challenge.resendAvailableAt) - now;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography role="status">{t('confirm.codeSent', { email: challenge.emailHint })}</Typography>
      <TextInput
        id="withdrawal-confirmation-code"
        name="code"
        label={t('confirm.code')}
        value={confirmation.code}
        onChange={(event) => confirmation.setCode(event.target.value)}
        error={Boolean(confirmation.error)}
        helperText={
          confirmation.error ??
          (expiresIn > 0
            ? t('confirm.expiresIn', { time: minutesAndSeconds(expiresIn) })
            : t('confirm.codeExpired'))
        }
        autoFocus
        autoComplete="one-time-code"
        inputProps={{
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
        }}
      />
      {emailCode.isError && <Alert severity="warning">{withdrawalProblem(emailCode.error, t)}</Alert>}
      <Button
        onClick={confirmation.sendCode}
        disabled={resendIn > 0 || emailCode.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {resendIn > 0 ? t('confirm.resendIn', { time: minutesAndSeconds(resendIn) }) : t('confirm.resend')}
      </Button>
    </Box>
  );
}

/**
 * "Confirm it is you": the password, or a code emailed for this withdrawal (with the address it
 * went to, its expiry, and a new code once the wait is over).
 */
export function ConfirmationFields({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation('withdrawals');
  const byPassword = confirmation.method === 'password';
  return (
    <Box component="section" aria-labelledby="withdrawal-confirm-who" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="withdrawal-confirm-who" variant="h6" component="h3">
        {t('confirm.who')}
      </Typography>
      {byPassword ? (
        <PasswordField
          id="withdrawal-confirmation-password"
          name="password"
          label={t('confirm.password')}
          autoComplete="current-password"
          value={confirmation.password}
          onChange={(event) => confirmation.setPassword(event.target.value)}
          error={Boolean(confirmation.error)}
          helperText={confirmation.error ?? undefined}
          autoFocus
        />
      ) : (
        <CodeFields confirmation={confirmation} />
      )}
      <Button
        onClick={byPassword ? confirmation.chooseCode : confirmation.choosePassword}
        startIcon={byPassword ? <MailOutlineRounded /> : <PasswordRounded />}
        sx={{ justifySelf: 'start' }}
      >
        {byPassword ? t('confirm.useCode') : t('confirm.usePassword')}
      </Button>
    </Box>
  );
}
