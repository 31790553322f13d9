import { type AttemptFilter, attemptFilters } from '@betogether/contracts/tasks/tasks.constants';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { TabBar } from '@/ui/tab-bar';
import { useTaskHistory } from '../api/get-task-history';
import { taskProblem } from '../components/task-format';
import { HistoryRow } from './history-row';

function HistoryList({ filter }: { filter: AttemptFilter }) {
  const { t } = useTranslation('tasks');
  const query = useTaskHistory(filter);
  if (query.isPending) return <RowsSkeleton rows={4} label={t('history.loading')} />;
  if (query.isError && !query.data)
    return (
      <ListError
        title={t('history.errorTitle')}
        message={taskProblem(query.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon={<HistoryOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t(`history.empty.${filter}.title`)}
        body={t(`history.empty.${filter}.body`)}
      />
    );
  return (
    <Card>
      <Box component="ul" aria-label={t(`history.tabs.${filter}`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <HistoryRow key={item.attempt.id} item={item} />
        ))}
      </Box>
      <InfiniteListEnd
        query={query}
        problem={(error) => taskProblem(error, t)}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('history.loadMore')}
        endText={items.length > 10 ? t('history.end') : undefined}
        rootMargin="0px 0px 400px 0px"
      />
    </Card>
  );
}

type Props = { filter: AttemptFilter; onFilterChange: (filter: AttemptFilter) => void };

/** The member's attempts in three tabs: done, waiting for review, refused. */
export function TaskHistory({ filter, onFilterChange }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      <TabBar
        label={t('history.title')}
        value={filter}
        onChange={onFilterChange}
        items={attemptFilters.map((value) => ({
          value,
          label: t(`history.tabs.${value}`),
          id: `${id}-tab-${value}`,
          controls: `${id}-panel`,
        }))}
        sx={{ mb: 1.5 }}
      />
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${filter}`}>
        <HistoryList key={filter} filter={filter} />
      </Box>
    </Box>
  );
}
