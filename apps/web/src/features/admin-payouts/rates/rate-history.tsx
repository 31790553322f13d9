import type { PayoutRate } from '@betogether/contracts/payouts/payouts.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { RetryAlert } from '@/ui/retry-alert';
import { adminPayoutsProblems } from '../admin-payouts-problems';
import { useRateHistory } from '../api/get-rate-history';
import { formatRate } from '../payout-format';

function VersionLine({ rate, current }: { rate: PayoutRate; current: boolean }) {
  const { t, i18n } = useTranslation('admin-payouts');
  return (
    <Box
      component="li"
      data-testid="rate-version"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gap: 1,
        alignItems: 'baseline',
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('rates.version', { version: rate.version })}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: current ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatRate(rate.rate, i18n.language || 'en')} {rate.currency}
        {current && (
          <Typography component="span" variant="body2" color="success.main" sx={{ ml: 1 }}>
            {t('rates.currentBadge')}
          </Typography>
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {rate.createdBy?.displayName ?? t('rates.unknownAdmin')} · <RelativeTime value={rate.createdAt} />
      </Typography>
    </Box>
  );
}

/** Every version of a currency's rate, newest first, a page at a time. */
export function RateHistory({ currency, id }: { currency: string; id: string }) {
  const { t } = useTranslation('admin-payouts');
  const history = useRateHistory(currency, true);
  const versions = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box id={id} sx={{ display: 'grid', gap: 1 }}>
      {history.isPending ? (
        <Box role="status" aria-label={t('rates.historyLoading')} sx={{ display: 'grid', gap: 0.5 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      ) : history.isError && versions.length === 0 ? (
        <RetryAlert
          message={problemMessage(history.error, t, adminPayoutsProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <Box
          component="ol"
          aria-label={t('rates.historyOf', { currency })}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {versions.map((rate, index) => (
            <VersionLine key={rate.id} rate={rate} current={index === 0} />
          ))}
        </Box>
      )}
      {history.hasNextPage && (
        <Box>
          <Button
            size="small"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('rates.older')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
