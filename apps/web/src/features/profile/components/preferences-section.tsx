import type { Language, Theme, User } from '@betogether/contracts/users/users.schemas';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { changeLanguage } from '@/lib/i18n';
import { problemMessage } from '@/lib/problem-message';
import { setThemeMode } from '@/lib/theme-mode';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useEditProfile } from '../api/edit-profile';
import { SettingsSection } from './settings-section';

export function PreferencesSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const edit = useEditProfile();
  const save = (body: { language?: Language; theme?: Theme }) =>
    edit.mutate(body, { onError: (error) => notify(problemMessage(error, t), 'error') });

  return (
    <SettingsSection id="preferences" title={t('preferences.title')}>
      <FormControl sx={{ display: 'block', mb: 2 }}>
        <FormLabel id="language-label" sx={{ display: 'block', mb: 1 }}>
          {t('preferences.language')}
        </FormLabel>
        <ToggleButtonGroup
          color="primary"
          exclusive
          value={user.language}
          aria-labelledby="language-label"
          onChange={(_e, value: Language | null) => {
            if (!value) return;
            void changeLanguage(value);
            save({ language: value });
          }}
        >
          <ToggleButton value="en" lang="en">
            English
          </ToggleButton>
          <ToggleButton value="fr" lang="fr">
            Français
          </ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      <FormControl sx={{ display: 'block' }}>
        <FormLabel id="theme-label" sx={{ display: 'block', mb: 1 }}>
          {t('preferences.theme')}
        </FormLabel>
        <ToggleButtonGroup
          color="primary"
          exclusive
          value={user.theme}
          aria-labelledby="theme-label"
          onChange={(_e, value: Theme | null) => {
            if (!value) return;
            setThemeMode(value);
            save({ theme: value });
          }}
        >
          <ToggleButton value="light">{t('preferences.light')}</ToggleButton>
          <ToggleButton value="dark">{t('preferences.dark')}</ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
    </SettingsSection>
  );
}
