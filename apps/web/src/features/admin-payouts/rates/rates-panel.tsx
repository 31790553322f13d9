import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { adminPayoutsProblems } from '../admin-payouts-problems';
import { usePayoutRates } from '../api/get-rates';
import { RateCard } from './rate-card';
import { RateDialog } from './rate-dialog';

/** What a coin is worth in each currency, versioned: set a new rate, read the history. */
export function RatesPanel() {
  const { t } = useTranslation('admin-payouts');
  const rates = usePayoutRates();
  // null: the dialog asks for the currency; undefined: closed.
  const [dialog, setDialog] = useState<string | null | undefined>(undefined);
  const items = rates.data?.items ?? [];
  const current = new Map(
    items.flatMap((item) => (item.current ? [[item.currency, item.current.rate]] : [])),
  );

  return (
    <Box
      component="section"
      aria-labelledby="payout-rates-title"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography id="payout-rates-title" variant="h4" component="h2">
            {t('rates.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('rates.intro')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => setDialog(null)}>
          {t('rates.new')}
        </Button>
      </Box>
      {rates.isPending ? (
        <RowsSkeleton rows={2} label={t('rates.loading')} />
      ) : rates.isError ? (
        <ListError
          surface="outlined"
          title={t('rates.loadError')}
          message={problemMessage(rates.error, t, adminPayoutsProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void rates.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<CurrencyExchangeOutlined sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('rates.emptyTitle')}
          body={t('rates.emptyBody')}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('rates.label')}
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
            alignItems: 'start',
          }}
        >
          {items.map((item) => (
            <RateCard key={item.currency} item={item} onNewRate={() => setDialog(item.currency)} />
          ))}
        </Box>
      )}
      {dialog !== undefined && (
        <RateDialog currency={dialog} current={current} onClose={() => setDialog(undefined)} />
      )}
    </Box>
  );
}
