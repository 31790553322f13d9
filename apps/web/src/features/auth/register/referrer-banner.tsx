import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useReferrer } from '../api/referrer';

export function ReferrerBanner({ code }: { code: string | null }) {
  const { t } = useTranslation('auth');
  const referrer = useReferrer(code);
  if (!referrer.data) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('register.invitedBy', { name: referrer.data.displayName })}
    </Alert>
  );
}
