import type { ShortAnalytics } from '@betogether/contracts/shorts/shorts.schemas';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { intlOnce } from '@/lib/intl-cache';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useShortAnalytics } from '../api/get-short-analytics';
import { fullCount } from '../player/counts';
import type { AnalyticsDialogProps } from './analytics-dialog';
import { DailyViewsChart } from './daily-views-chart';

/** The dialog of AnalyticsDialog, in its own chunk: the figures, then the views per day. */
export function AnalyticsModal({ open, short, onClose }: AnalyticsDialogProps) {
  const { t } = useTranslation('shorts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = useShortAnalytics(short?.id ?? '', open && short !== null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
          {t('analytics.title')}
          {short?.caption && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: 'block' }}
            >
              {short.caption}
            </Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label={t('analytics.close')}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {query.isPending && (
          <Box role="status" aria-label={t('analytics.loading')} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={160} />
          </Box>
        )}
        {query.isError && (
          <RetryAlert
            message={problemMessage(query.error, t, { ns: 'shorts' })}
            retryLabel={t('actions.retry')}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data && <Figures analytics={query.data} />}
      </DialogContent>
    </Dialog>
  );
}

function Figures({ analytics }: { analytics: ShortAnalytics }) {
  const { t, i18n } = useTranslation('shorts');
  const language = i18n.language;
  const count = (value: number) => fullCount(value, language);
  const seconds = intlOnce(
    'short-seconds',
    language,
    () => new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }),
  );
  const percent = intlOnce(
    'short-percent',
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
  );
  const figures: Array<[string, string]> = [
    ['views', count(analytics.views)],
    ['uniqueViewers', count(analytics.uniqueViewers)],
    ['averageWatch', seconds.format(analytics.averageWatchSeconds)],
    ['completion', percent.format(analytics.completionRate)],
    ['likes', count(analytics.likes)],
    ['comments', count(analytics.comments)],
    ['shares', count(analytics.shares)],
    ['saves', count(analytics.saves)],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([key, value]) => (
          <Box
            key={key}
            sx={{
              bgcolor: 'action.hover',
              borderRadius: 2,
              p: 1.5,
              display: 'flex',
              flexDirection: 'column-reverse',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`analytics.figures.${key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <DailyViewsChart daily={analytics.daily} />
    </>
  );
}
