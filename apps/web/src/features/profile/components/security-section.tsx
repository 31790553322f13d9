import type { User } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { isValidAccountField } from '@/lib/form-rules';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/ui/password-field';
import { useNotify } from '@/ui/snackbar';
import { useSetTwoFactor } from '../api/account-settings';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';
import { TwoStepOffDialog } from './two-step-off-dialog';

export function SecuritySection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const change = useChangePassword();
  const twoFactor = useSetTwoFactor();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const [askingPassword, setAskingPassword] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currentPassword: current ? undefined : t('validation.currentPassword'),
      newPassword: isValidAccountField('password', next) ? undefined : t('validation.newPassword'),
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          notify(t('security.passwordChanged'));
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, t);
          setErrors(fields);
          if (Object.keys(fields).length === 0) notify(problemMessage(error, t), 'error');
        },
      },
    );
  };

  return (
    <SettingsSection id="security" title={t('security.title')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <Typography variant="h5" component="h3">
          {t('security.changePassword')}
        </Typography>
        <PasswordField
          label={t('security.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword}
        />
        <PasswordField
          label={t('security.new')}
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword ?? t('security.newHint')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('security.savePassword')}
          </Button>
        </Box>
      </Box>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h5" component="h3" gutterBottom>
        {t('security.twoStep')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('security.twoStepHelp')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={user.twoFactorEnabled}
            disabled={twoFactor.isPending}
            onChange={(e) => {
              if (!e.target.checked) {
                setAskingPassword(true);
                return;
              }
              twoFactor.mutate(
                { enabled: true },
                {
                  onSuccess: () => notify(t('security.twoStepOn')),
                  onError: (error) => notify(problemMessage(error, t), 'error'),
                },
              );
            }}
          />
        }
        label={t('security.twoStepSwitch')}
      />
      <TwoStepOffDialog
        open={askingPassword}
        onClose={() => setAskingPassword(false)}
        onDone={() => {
          setAskingPassword(false);
          notify(t('security.twoStepOff'));
        }}
      />
    </SettingsSection>
  );
}
