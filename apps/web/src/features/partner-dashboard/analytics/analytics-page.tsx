import { ANALYTICS_MAX_DAYS } from '@betogether/contracts/tasks/tasks.constants';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { exportAnalyticsCsv } from '../api/export-analytics-csv';
import { usePartnerAnalytics } from '../api/get-analytics';
import { partnerProblems } from '../partner-problems';
import { analyticsFilters, presetRange, resolveRange, todayUtc } from './analytics-range';
import { AnalyticsToolbar } from './analytics-toolbar';
import { DailyChartCard } from './daily-chart-card';
import { TaskStatsTable } from './task-stats-table';
import { TotalsCards } from './totals-cards';

/** /betogether/partners/analytics: a range of days (and a task) in the address, its totals, days and tasks. */
export function PartnerAnalyticsPage() {
  const { t } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const [values, setValues] = useUrlFilters(analyticsFilters);
  const today = todayUtc();
  const range = resolveRange(values, today);
  const analytics = usePartnerAnalytics(range.query);
  const [exporting, setExporting] = useState(false);
  const data = range.query ? analytics.data : undefined;
  const problem = (error: unknown) => problemMessage(error, t, partnerProblems);

  useEffect(() => {
    document.title = `${t('analytics.title')} · BeTogether`;
  }, [t]);

  const exportCsv = async () => {
    if (!range.query) return;
    setExporting(true);
    try {
      await exportAnalyticsCsv(range.query);
    } catch (error) {
      notify(problem(error), 'error');
    } finally {
      setExporting(false);
    }
  };
  const chosenTitle = data?.tasks.find((task) => task.taskId === values.task)?.title;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('analytics.title')}
          </Typography>
          <Typography color="text.secondary">{t('analytics.subtitle')}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!range.query}
        >
          {t('analytics.exportCsv')}
        </Button>
      </Box>
      <AnalyticsToolbar
        range={range}
        taskId={values.task}
        chosenTitle={chosenTitle}
        onPreset={(preset) => setValues((current) => ({ ...current, ...presetRange(preset, today) }))}
        onDates={(dates) =>
          setValues((current) => ({ ...current, from: range.from, to: range.to, ...dates }))
        }
        onTask={(task) => setValues((current) => ({ ...current, task: task ?? undefined }))}
      />
      {range.problem ? (
        <Alert severity="warning" role="alert">
          {t(`range.problems.${range.problem}`, { max: ANALYTICS_MAX_DAYS })}
        </Alert>
      ) : analytics.isError && !analytics.data ? (
        <ListError
          surface="outlined"
          title={t('analytics.loadError')}
          message={problem(analytics.error)}
          retryLabel={t('actions.retry')}
          onRetry={() => void analytics.refetch()}
        />
      ) : data && data.tasks.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<InsightsOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('analytics.emptyTitle')}
          body={t('analytics.emptyBody')}
          action={
            <Button variant="outlined" component={RouterLink} to={paths.partnerDashboard.href()}>
              {t('analytics.toDashboard')}
            </Button>
          }
        />
      ) : (
        <Box
          aria-busy={analytics.isFetching}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            opacity: analytics.isPlaceholderData ? 0.6 : 1,
          }}
        >
          <TotalsCards stats={data?.totals} />
          <DailyChartCard days={data?.days} />
          {data ? (
            <TaskStatsTable tasks={data.tasks} />
          ) : (
            <RowsSkeleton rows={4} label={t('analytics.loading')} />
          )}
        </Box>
      )}
    </Box>
  );
}
