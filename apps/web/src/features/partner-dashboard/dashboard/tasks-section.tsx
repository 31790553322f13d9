import { taskKinds, taskStatuses } from '@betogether/contracts/tasks/tasks.constants';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { usePartnerTasks } from '../api/get-partner-tasks';
import { partnerProblems } from '../partner-problems';
import { NewTaskMenu } from './new-task-menu';
import type { TaskDialog } from './task-actions';
import { TaskDialogs } from './task-dialogs';
import { listFiltersOf, taskFilters } from './task-filters';
import { TaskCards, TaskTable } from './task-rows';

/** The partner's tasks: filters in the address, a table on wide screens and cards on phones. */
export function TasksSection() {
  const { t } = useTranslation('partner-dashboard');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [filters, setFilters] = useUrlFilters(taskFilters);
  const list = usePartnerTasks(listFiltersOf(filters));
  const [dialog, setDialog] = useState<TaskDialog | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.status || filters.kind);
  const problem = (error: unknown) => problemMessage(error, t, partnerProblems);

  return (
    <Box
      component="section"
      aria-labelledby="partner-tasks-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="partner-tasks-title" variant="h4" component="h2" sx={{ flex: '1 1 200px' }}>
          {t('tasks.heading')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) =>
            setFilters((current) => ({ ...current, status: event.target.value as typeof filters.status }), {
              replace: true,
            })
          }
          // Beside the heading, not a whole line each (the theme makes text fields full width).
          fullWidth={false}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
          {taskStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.kind')}
          value={filters.kind}
          onChange={(event) =>
            setFilters((current) => ({ ...current, kind: event.target.value as typeof filters.kind }), {
              replace: true,
            })
          }
          fullWidth={false}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.anyKind')}</MenuItem>
          {taskKinds.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`kind.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <RowsSkeleton label={t('tasks.loading')} />
      ) : list.isError && items.length === 0 ? (
        <ListError
          surface="outlined"
          title={t('tasks.loadError')}
          message={problem(list.error)}
          retryLabel={t('actions.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<AssignmentOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={filtered ? t('tasks.emptyFilteredTitle') : t('tasks.emptyTitle')}
          body={filtered ? t('tasks.emptyFilteredBody') : t('tasks.emptyBody')}
          action={
            filtered ? (
              <Button variant="outlined" onClick={() => setFilters({ status: '', kind: '' })}>
                {t('filters.clear')}
              </Button>
            ) : (
              <NewTaskMenu />
            )
          }
        />
      ) : (
        <Box>
          {wide ? (
            <TaskTable items={items} onOpen={setDialog} />
          ) : (
            <TaskCards items={items} onOpen={setDialog} />
          )}
          <BackOfficeListEnd
            query={list}
            problem={problem}
            loadingLabel={t('tasks.loadingMore')}
            loadMoreLabel={t('tasks.loadMore')}
            retryLabel={t('actions.retry')}
            endText={t('tasks.end')}
          />
        </Box>
      )}
      <TaskDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
