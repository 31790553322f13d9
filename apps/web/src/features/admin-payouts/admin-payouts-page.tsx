import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ProvidersPanel } from './providers/providers-panel';
import { RatesPanel } from './rates/rates-panel';

/**
 * /admin_betogether/provide/provide: the ways members are paid when they withdraw coins (fee and
 * limits in coins, the details each asks for, on or off) and what a coin is worth in each currency.
 */
export function AdminPayoutsPage() {
  const { t } = useTranslation('admin-payouts');

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box>
        <Typography variant="h2" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      <ProvidersPanel />
      <RatesPanel />
    </Box>
  );
}
