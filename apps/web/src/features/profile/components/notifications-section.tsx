import { notificationTypes as types } from '@betogether/contracts/notifications/notifications.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useNotificationSettings, useSaveNotificationSetting } from '../api/notification-settings';
import { SettingsSection } from './settings-section';

/** One switch per kind of notification (issue [3]). */
export function NotificationsSection() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();

  return (
    <SettingsSection
      id="notifications"
      title={t('notifications.title')}
      description={t('notifications.intro')}
    >
      {settings.isPending ? (
        <Stack sx={{ gap: 1 }} aria-busy="true">
          {types.map((type) => (
            <Skeleton key={type} variant="text" width="60%" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('notifications.retry')}
            </Button>
          }
        >
          {t('notifications.loadError')}
        </Alert>
      ) : (
        <Stack>
          {types.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Switch
                  checked={settings.data[type]}
                  onChange={(_event, enabled) =>
                    save.mutate(
                      { [type]: enabled },
                      { onError: () => notify(t('notifications.saveError'), 'error') },
                    )
                  }
                />
              }
              label={t(`notifications.types.${type}`)}
            />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
