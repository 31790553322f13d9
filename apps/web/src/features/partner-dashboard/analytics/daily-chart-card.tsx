import type { Analytics } from '@betogether/contracts/tasks/task-analytics.schemas';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
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

const DailyChart = lazy(() => import('./daily-chart'));
const columns = ['views', 'starts', 'completions', 'coinsSpent'] as const;

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={400} aria-hidden />;
}

/** The range by day: the chart, and the same figures as a table for screen readers. */
export function DailyChartCard({ days }: { days: Analytics['days'] | undefined }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const quiet = days?.every((entry) => columns.every((name) => entry[name] === 0));
  return (
    <Card component="section" aria-labelledby="partner-chart-title">
      <CardContent>
        <Typography id="partner-chart-title" variant="h4" component="h2">
          {t('chart.title')}
        </Typography>
        {!days ? (
          <ChartSkeleton />
        ) : quiet ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <ShowChartOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t('chart.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('chart.emptyBody')}
            </Typography>
          </Box>
        ) : (
          <>
            <Suspense fallback={<ChartSkeleton />}>
              <DailyChart days={days} />
            </Suspense>
            {/* A table ignores a 1px width: the hidden box around it holds it. */}
            <Box sx={visuallyHidden}>
              <table>
                <caption>{t('chart.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('chart.day')}</th>
                    {columns.map((name) => (
                      <th key={name} scope="col">
                        {t(`analytics.stats.${name}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((entry) => (
                    <tr key={entry.day}>
                      <th scope="row">{dayLabel(entry.day, i18n.language, true)}</th>
                      {columns.map((name) => (
                        <td key={name}>{formatCoins(entry[name], i18n.language)}</td>
                      ))}
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
