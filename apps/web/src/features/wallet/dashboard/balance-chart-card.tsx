import { flowCategories } from '@betogether/contracts/wallet/wallet.constants';
import type { WalletDay } from '@betogether/contracts/wallet/wallet.schemas';
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
import { dayLabel } from './chart-format';

// @mui/x-charts weighs about as much as the rest of the dashboard: it loads only here.
const BalanceChart = lazy(() => import('./balance-chart'));

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={260} aria-hidden />;
}

/** The 30-day chart, with the same figures as a table for screen readers. */
export function BalanceChartCard({ days, failed }: { days: WalletDay[] | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const quiet = days?.every(
    (day) => day.balance === 0 && flowCategories.every((category) => day[category] === 0),
  );

  return (
    <Card
      component="section"
      aria-labelledby="wallet-chart-title"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id="wallet-chart-title" variant="h4" component="h2">
          {t('chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('chart.subtitle')}
        </Typography>
        {failed ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('chart.failed')}
          </Typography>
        ) : !days ? (
          <ChartSkeleton />
        ) : quiet ? (
          <Box
            sx={{
              textAlign: 'center',
              py: 6,
              flexGrow: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              alignItems: 'center',
            }}
          >
            <ShowChartOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t('chart.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('chart.emptyBody')}
            </Typography>
          </Box>
        ) : (
          <>
            <Suspense fallback={<ChartSkeleton />}>
              <BalanceChart days={days} />
            </Suspense>
            {/* A table ignores a 1px width: the hidden box around it holds it. */}
            <Box sx={visuallyHidden}>
              <table>
                <caption>{t('chart.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('chart.day')}</th>
                    {flowCategories.map((category) => (
                      <th key={category} scope="col">
                        {t(`chart.${category}`)}
                      </th>
                    ))}
                    <th scope="col">{t('chart.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{dayLabel(day.date, i18n.language, true)}</th>
                      {flowCategories.map((category) => (
                        <td key={category}>{formatCoins(day[category], i18n.language)}</td>
                      ))}
                      <td>{formatCoins(day.balance, i18n.language)}</td>
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
