import type { TaskStats } from '@betogether/contracts/tasks/task-analytics.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';
import { visuallyHidden } from '@/ui/visually-hidden';
import { formatDecimal, formatRate, formatWatchTime } from './analytics-format';

const totals = [
  'views',
  'starts',
  'completions',
  'quizPassRate',
  'averageWatchSeconds',
  'coinsSpent',
  'costPerCompletion',
  'fraudRefused',
] as const;
type Total = (typeof totals)[number];

/** A coin cost that may have a decimal (an average), with the gold coin. */
function CoinDecimal({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  if (value === null) return <>—</>;
  const text = formatDecimal(value, i18n.language);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <CoinIcon sx={{ fontSize: 20 }} />
      <span aria-hidden>{text}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('analytics.coinsExact', { value: text })}
      </Box>
    </Box>
  );
}

/** The range's totals, one card each: reach, completions, quiz results, time, money, fraud refused. */
export function TotalsCards({ stats }: { stats: TaskStats | undefined }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const value = (name: Total): ReactNode => {
    if (!stats) return <Skeleton width={64} />;
    switch (name) {
      case 'quizPassRate':
        return formatRate(stats.quizPassRate, i18n.language);
      case 'averageWatchSeconds':
        return formatWatchTime(stats.averageWatchSeconds, t);
      case 'coinsSpent':
        return <CoinAmount value={stats.coinsSpent} iconSize={20} />;
      case 'costPerCompletion':
        return <CoinDecimal value={stats.costPerCompletion} />;
      default:
        return formatCoins(stats[name], i18n.language);
    }
  };
  return (
    <Box
      component="section"
      aria-label={t('analytics.totals')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {totals.map((name) => (
        <Card key={name} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">
              {t(`analytics.stats.${name}`)}
            </Typography>
            <Box sx={{ mt: 0.5, fontWeight: 700, fontSize: 22 }} data-testid={`total-${name}`}>
              {value(name)}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
