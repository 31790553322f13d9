import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useWalletSummary } from '../api/get-wallet-summary';
import { type StatementFilters, statementFilters } from '../api/statement-filters';
import { BalanceChartCard } from './balance-chart-card';
import { InviteFriendsCard } from './invite-friends-card';
import { StatementSection } from './statement-section';
import { WalletFigures } from './wallet-figures';
import { WelcomeBonusNotice } from './welcome-bonus-notice';

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
            <InviteFriendsCard />
          </Grid>
        </Grid>
        <StatementSection filters={filters} onFiltersChange={setFilters} />
      </Stack>
    </Box>
  );
}
