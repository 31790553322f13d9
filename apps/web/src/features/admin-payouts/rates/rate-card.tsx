import { moneyMinorFor } from '@betogether/contracts/payouts/payouts.amounts';
import type { PayoutRateCurrency } from '@betogether/contracts/payouts/payouts.schemas';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { currencyName } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';
import { formatMinor, formatRate } from '../payout-format';
import { PREVIEW_COINS } from './rate-form';
import { RateHistory } from './rate-history';

type Props = { item: PayoutRateCurrency; onNewRate: () => void };

/** A currency: what a coin is worth in it now, who set it, and its history on demand. */
export function RateCard({ item, onNewRate }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const { currency, current } = item;
  const titleId = `${historyId}-title`;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="payout-rate"
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
          {currency}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }} noWrap>
          {currencyName(currency, language)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('rates.providers', { count: item.providers, formatted: formatCoins(item.providers, language) })}
        </Typography>
      </Box>
      {current ? (
        <Box>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="current-rate">
            {t('rates.perCoin', { rate: formatRate(current.rate, language), currency })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('rates.example', {
              coins: formatCoins(PREVIEW_COINS, language),
              money: formatMinor(moneyMinorFor(PREVIEW_COINS, current.rate, currency), currency, language),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('rates.setBy', {
              version: current.version,
              name: current.createdBy?.displayName ?? t('rates.unknownAdmin'),
            })}{' '}
            · <RelativeTime value={current.createdAt} />
          </Typography>
        </Box>
      ) : (
        <Alert severity="warning" sx={{ py: 0 }}>
          {t('rates.missing', { currency })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button size="small" variant={current ? 'outlined' : 'contained'} onClick={onNewRate}>
          {current ? t('rates.change') : t('rates.setFirst')}
        </Button>
        {item.versions > 0 && (
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={historyId}
            endIcon={open ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
          >
            {t('rates.history', { count: item.versions, formatted: formatCoins(item.versions, language) })}
          </Button>
        )}
      </Box>
      {open && <RateHistory currency={currency} id={historyId} />}
    </Paper>
  );
}
