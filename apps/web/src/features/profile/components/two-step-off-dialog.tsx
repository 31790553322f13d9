import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { useSetTwoFactor } from '../api/account-settings';

/**
 * Turning 2-step sign-in off takes the current password: someone at an unlocked, signed-in device
 * cannot weaken the account. A wrong password keeps the dialog open and changes nothing.
 */
export function TwoStepOffDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const setTwoFactor = useSetTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setPassword('');
    setError(undefined);
    setTwoFactor.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('validation.currentPassword'));
      return;
    }
    setTwoFactor.mutate(
      { enabled: false, currentPassword: password },
      {
        onSuccess: () => {
          setPassword('');
          setError(undefined);
          onDone();
        },
        onError: (problem) =>
          setError(serverFieldErrors(problem, t).currentPassword ?? problemMessage(problem, t)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={setTwoFactor.isPending ? undefined : close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('security.twoStepOffTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
            {t('security.twoStepOffBody')}
          </DialogContentText>
          <PasswordField
            label={t('security.current')}
            name="currentPassword"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={setTwoFactor.isPending}>
            {t('security.twoStepOffCancel')}
          </Button>
          <Button type="submit" variant="contained" loading={setTwoFactor.isPending}>
            {t('security.twoStepOffConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
