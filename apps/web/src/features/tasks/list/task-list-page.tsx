import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { useTasks } from '../api/get-tasks';
import { taskListFilters } from '../api/task-list-filters';
import { TaskGrid } from './task-grid';
import { TaskListToolbar } from './task-list-toolbar';

/**
 * `users/pictures-task`, `users/videos-task` and `users/special-task`: the live tasks of one kind,
 * in the order and with the reward filter kept in the address. `children`: what opens over the
 * list (a special task's proof dialog).
 */
export function TaskListPage({ kind, children }: { kind: TaskKind; children?: ReactNode }) {
  const { t } = useTranslation('tasks');
  const [filters, setFilters] = useUrlFilters(taskListFilters);
  const query = useTasks(kind, filters);
  const title = t(`list.titles.${kind}`);

  useEffect(() => {
    document.title = `${title} · BeTogether`;
  }, [title]);

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 0 }, pb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <IconButton
          component={RouterLink}
          to={paths.tasksDashboard.href()}
          aria-label={t('actions.toDashboard')}
        >
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{t(`list.subtitles.${kind}`)}</Typography>
        </Box>
      </Box>
      <TaskListToolbar filters={filters} onChange={(next) => setFilters(next, { replace: true })} />
      <TaskGrid
        query={query}
        label={title}
        filtered={filters.reward !== 'all'}
        onShowAll={() => setFilters({ ...filters, reward: 'all' }, { replace: true })}
      />
      {children}
    </Stack>
  );
}
