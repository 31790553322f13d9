import type { TaskDashboard } from '@betogether/contracts/tasks/task-play.schemas';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { visuallyHidden } from '@/ui/visually-hidden';
import { dayLabel } from './day-label';

// @mui/x-charts loads only with this card, as on the coins dashboard.
const EarningsChart = lazy(() => import('./earnings-chart'));

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={220} aria-hidden />;
}

type Props = { days: TaskDashboard['days'] | undefined; failed: boolean };

/** Coins earned from tasks day by day, with the same figures as a table for screen readers. */
export function EarningsChartCard({ days, failed }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const quiet = days?.every((day) => day.coins === 0 && day.done === 0);
  return (
    <Card component="section" aria-labelledby="tasks-chart-title">
      <CardContent>
        <Typography id="tasks-chart-title" variant="h4" component="h2">
          {t('dashboard.chart.title', { count: days?.length ?? 30 })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.chart.subtitle')}
        </Typography>
        {failed ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('dashboard.chart.failed')}
          </Typography>
        ) : !days ? (
          <ChartSkeleton />
        ) : quiet ? (
          <Box sx={{ textAlign: 'center', py: 5 }}>
            <BarChartOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t('dashboard.chart.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.chart.emptyBody')}
            </Typography>
          </Box>
        ) : (
          <>
            <Suspense fallback={<ChartSkeleton />}>
              <EarningsChart days={days} />
            </Suspense>
            <Box sx={visuallyHidden}>
              <table>
                <caption>{t('dashboard.chart.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.chart.day')}</th>
                    <th scope="col">{t('dashboard.chart.coins')}</th>
                    <th scope="col">{t('dashboard.chart.done')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{dayLabel(day.day, i18n.language, true)}</th>
                      <td>{formatCoins(day.coins, i18n.language)}</td>
                      <td>{day.done}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
