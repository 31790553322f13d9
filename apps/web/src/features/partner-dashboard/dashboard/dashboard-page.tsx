import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { usePartnerOverview } from '../api/get-overview';
import { partnerProblems } from '../partner-problems';
import { NewTaskMenu } from './new-task-menu';
import { OverviewCards } from './overview-cards';
import { TasksSection } from './tasks-section';

/** /betogether/partners/dashboard-partners: the headline figures, "New task", and every task with its actions. */
export function PartnerDashboardPage() {
  const { t } = useTranslation('partner-dashboard');
  const overview = usePartnerOverview();

  useEffect(() => {
    document.title = `${t('dashboard.title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('dashboard.title')}
          </Typography>
          <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.partnerAnalytics.href()} startIcon={<InsightsOutlined />}>
            {t('dashboard.analytics')}
          </Button>
          <NewTaskMenu />
        </Box>
      </Box>
      {overview.isError && !overview.data ? (
        <RetryAlert
          message={problemMessage(overview.error, t, partnerProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <OverviewCards overview={overview.data} />
      )}
      <TasksSection />
    </Box>
  );
}
