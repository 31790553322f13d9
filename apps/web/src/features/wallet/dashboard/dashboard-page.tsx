import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { AfterFirstPaint } from '@/ui/after-first-paint';
import { RetryAlert } from '@/ui/retry-alert';
import { useWalletSummary } from '../api/get-wallet-summary';
import { type StatementFilters, statementFilters } from '../api/statement-filters';
import { BalanceChartCard } from './balance-chart-card';
import { InviteFriendsCard } from './invite-friends-card';
import { WalletFigures } from './wallet-figures';
import { WelcomeBonusNotice } from './welcome-bonus-notice';

const StatementSection = lazy(async () => ({
  default: (await import('./statement-section')).StatementSection,
}));

function StatementPlaceholder() {
  return <Skeleton variant="rounded" height={480} />;
}

/** /betogether/users/dashboard-users: balance, this week and month, 30 days, statement, invitations. */
export function DashboardPage() {
  const { t } = useTranslation('wallet');
  const summary = useWalletSummary();
  const [filters, changeFilters] = useUrlFilters(statementFilters);
  const setFilters = (next: StatementFilters) => changeFilters(next, { replace: true });

  useEffect(() => {
    document.title = `${t('dashboard.title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Typography variant="h2" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.subtitle')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {summary.isError && !summary.data && (
          <RetryAlert
            message={problemMessage(summary.error, t)}
            retryLabel={t('actions.retry')}
            onRetry={() => void summary.refetch()}
          />
        )}
        <WelcomeBonusNotice />
        <WalletFigures summary={summary.data} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <BalanceChartCard days={summary.data?.last30Days} failed={summary.isError && !summary.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <AfterFirstPaint placeholder={<Skeleton variant="rounded" height={320} />}>
              <InviteFriendsCard />
            </AfterFirstPaint>
          </Grid>
        </Grid>
        {/* Below the fold: its code (filters, list) comes once the top of the page is drawn. */}
        <AfterFirstPaint placeholder={<StatementPlaceholder />}>
          <Suspense fallback={<StatementPlaceholder />}>
            <StatementSection filters={filters} onFiltersChange={setFilters} />
          </Suspense>
        </AfterFirstPaint>
      </Stack>
    </Box>
  );
}
