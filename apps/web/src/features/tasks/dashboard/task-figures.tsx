import type { TaskDashboard } from '@betogether/contracts/tasks/task-play.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';

function TodayCard({ dashboard }: { dashboard: TaskDashboard | undefined }) {
  const { t, i18n } = useTranslation('tasks');
  const cap = dashboard?.dailyCapCoins ?? 0;
  const today = dashboard?.todayCoins ?? 0;
  const ratio = cap > 0 ? Math.min(1, today / cap) : 0;
  const reached = dashboard !== undefined && cap > 0 && today >= cap;
  const amounts = { earned: formatCoins(today, i18n.language), cap: formatCoins(cap, i18n.language) };
  return (
    <Card component="section" aria-labelledby="tasks-today-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="tasks-today-title" variant="h5" component="h2">
          {t('dashboard.today.title')}
        </Typography>
        <Box sx={{ my: 1 }} data-testid="tasks-today">
          {dashboard ? (
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <CoinAmount value={today} iconSize={30} sx={{ fontSize: 30, fontWeight: 700 }} />
              <Typography color="text.secondary">
                {t('dashboard.today.ofCap', { cap: amounts.cap })}
              </Typography>
            </Box>
          ) : (
            <Skeleton width={160} height={44} />
          )}
        </Box>
        <LinearProgress
          variant="determinate"
          value={ratio * 100}
          color={reached ? 'success' : 'secondary'}
          aria-label={t('dashboard.today.label')}
          aria-valuetext={t('dashboard.today.valueText', amounts)}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {!dashboard
            ? '\u00a0'
            : reached
              ? t('dashboard.today.reached')
              : t('dashboard.today.left', { left: formatCoins(cap - today, i18n.language) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 17 }} data-testid={testId}>
        {value}
      </Box>
    </Stack>
  );
}

function TotalsCard({ dashboard }: { dashboard: TaskDashboard | undefined }) {
  const { t, i18n } = useTranslation('tasks');
  const count = (value: number | undefined) =>
    value === undefined ? <Skeleton width={40} /> : new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Card component="section" aria-labelledby="tasks-totals-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="tasks-totals-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('dashboard.totals.title')}
        </Typography>
        <Stack component="dl" sx={{ gap: 1, m: 0 }}>
          <Figure label={t('dashboard.totals.done')} value={count(dashboard?.done)} testId="tasks-done" />
          <Figure
            label={t('dashboard.totals.pending')}
            value={count(dashboard?.pending)}
            testId="tasks-pending"
          />
          <Figure
            label={t('dashboard.totals.refused')}
            value={count(dashboard?.refused)}
            testId="tasks-refused"
          />
          <Figure
            label={t('dashboard.totals.earned')}
            testId="tasks-earned"
            value={dashboard ? <CoinAmount value={dashboard.earnedCoins} /> : <Skeleton width={64} />}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Today's coins against the daily limit, and everything done, waiting and refused. */
export function TaskFigures({ dashboard }: { dashboard: TaskDashboard | undefined }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TodayCard dashboard={dashboard} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TotalsCard dashboard={dashboard} />
      </Grid>
    </Grid>
  );
}
