import type { Language } from '@betogether/contracts/users/users.schemas';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { changeLanguage } from '@/lib/i18n';
import { setThemeMode, useThemeMode } from '@/lib/theme-mode';
import { useTranslation } from '@/lib/use-translation';

/** Switches between English and French; `onChange` lets a signed-in screen save it to the profile. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'fr' ? 'en' : 'fr';
  const code = next === 'fr' ? 'FR' : 'EN';
  // The name starts with the text shown (WCAG 2.5.3 "label in name"): a voice user says "FR".
  const label = `${code} — ${t('preferences.switchLanguage')}`;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<TranslateOutlined />}
      onClick={() => {
        void changeLanguage(next);
        onChange?.(next);
      }}
      aria-label={label}
      title={t('preferences.switchLanguage')}
      lang={next}
    >
      {code}
    </Button>
  );
}

export function ThemeSwitch({ onChange }: { onChange?: (theme: 'light' | 'dark') => void }) {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('preferences.darkTheme') : t('preferences.lightTheme');
  return (
    <IconButton
      color="inherit"
      onClick={() => {
        setThemeMode(next);
        onChange?.(next);
      }}
      aria-label={label}
      title={label}
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
