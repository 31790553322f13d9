import Alert from '@mui/material/Alert';
import { QueryProvider } from '@/lib/query-client';
import { useTranslation } from '@/lib/use-translation';
import { useReferrer } from '../api/referrer';

/** Who invited the person registering (the auth pages load the query cache only where they need it). */
export function ReferrerBanner({ code }: { code: string | null }) {
  return (
    <QueryProvider>
      <Banner code={code} />
    </QueryProvider>
  );
}

function Banner({ code }: { code: string | null }) {
  const { t } = useTranslation('auth');
  const referrer = useReferrer(code);
  if (!referrer.data) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('register.invitedBy', { name: referrer.data.displayName })}
    </Alert>
  );
}
