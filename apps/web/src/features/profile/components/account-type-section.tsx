import { type SwitchableRole, switchableRoles } from '@betogether/contracts/users/users.constants';
import type { User } from '@betogether/contracts/users/users.schemas';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useChangeRole } from '../api/account-settings';
import { SettingsSection } from './settings-section';

/** Member or partner (spec: "a switch of user role"); admins keep their role. */
export function AccountTypeSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const change = useChangeRole();
  return (
    <SettingsSection
      id="account-type"
      title={t('accountType.title')}
      description={t('accountType.description')}
    >
      {user.role === 'admin' ? (
        <Alert severity="info">{t('accountType.admin')}</Alert>
      ) : (
        <RadioGroup
          value={user.role}
          name="role"
          onChange={(_e, value) =>
            change.mutate(value as SwitchableRole, {
              onSuccess: (answer) =>
                notify(t('accountType.changed', { role: t(`roles.${answer.data.user.role}`) })),
              onError: (error) => notify(problemMessage(error, t), 'error'),
            })
          }
        >
          {switchableRoles.map((role) => (
            <FormControlLabel
              key={role}
              value={role}
              disabled={change.isPending}
              control={<Radio />}
              label={
                <>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {t(`roles.${role}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`accountType.${role}Help`)}
                  </Typography>
                </>
              }
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      )}
    </SettingsSection>
  );
}
