import { attemptFilters } from '@betogether/contracts/tasks/tasks.constants';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServerEvent } from '@/lib/realtime';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useTaskDashboard } from '../api/get-task-dashboard';
import { taskKeys } from '../api/task-keys';
import { taskProblem } from '../components/task-format';
import { EarningsChartCard } from './earnings-chart-card';
import { EntryCards } from './entry-cards';
import { TaskFigures } from './task-figures';
import { TaskHistory } from './task-history';

/** The history's tab in the address (`?history=pending`), so back and reload keep it. */
const historyTab = defineUrlFilters({ history: oneOf(attemptFilters) }, { history: 'done' });

/** `users/dashboard-tasks`: the hub of tasks, what the member earned today and overall, and their history. */
export function TasksDashboardPage() {
  const { t } = useTranslation('tasks');
  const dashboard = useTaskDashboard();
  const [tab, setTab] = useUrlFilters(historyTab);
  const failed = dashboard.isError && !dashboard.data;
  const queryClient = useQueryClient();
  // A reward paid meanwhile (a proof approved by its reviewer) moves the balance, a proof refused
  // comes as a notification: the figures and the history follow at once, as the bell does.
  useServerEvent('wallet:balance', () => void queryClient.invalidateQueries({ queryKey: taskKeys.all }));
  useServerEvent('notification:new', ({ notification }) => {
    if (notification.type.startsWith('task_')) void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  });

  useEffect(() => {
    document.title = `${t('dashboard.title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, pb: 4 }}>
      <Typography variant="h2" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.subtitle')}
      </Typography>
      <Stack spacing={2}>
        <EntryCards />
        {failed && (
          <RetryAlert
            message={taskProblem(dashboard.error, t)}
            retryLabel={t('actions.retry')}
            onRetry={() => void dashboard.refetch()}
          />
        )}
        {!failed && <TaskFigures dashboard={dashboard.data} />}
        <EarningsChartCard days={dashboard.data?.days} failed={failed} />
        <TaskHistory
          filter={tab.history}
          onFilterChange={(history) => setTab({ history }, { replace: true })}
        />
      </Stack>
    </Box>
  );
}
