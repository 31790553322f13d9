import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { EmptyState, ListError } from '@/ui/list-states';
import type { TaskListQuery } from '../api/get-tasks';
import { taskProblem } from '../components/task-format';
import { TaskCard } from './task-card';

const columns = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
} as const;

function CardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width="50%" />
        <Skeleton width="90%" />
      </CardContent>
    </Card>
  );
}

type Props = {
  query: TaskListQuery;
  label: string;
  /** A reward filter is on: the empty state offers to show every task. */
  filtered: boolean;
  onShowAll: () => void;
};

/** The cards of a list with its states: skeletons, error and retry, empty, and the next pages. */
export function TaskGrid({ query, label, filtered, onShowAll }: Props) {
  const { t } = useTranslation('tasks');
  if (query.isPending)
    return (
      <Box
        role="status"
        aria-label={t('list.loading')}
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: 2 }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <CardSkeleton key={index} />
        ))}
      </Box>
    );
  if (query.isError && !query.data)
    return (
      <ListError
        title={t('list.errorTitle')}
        message={taskProblem(query.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const tasks = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (tasks.length === 0)
    return (
      <EmptyState
        icon={<EventAvailableOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />}
        title={t('list.emptyTitle')}
        body={filtered ? t('list.emptyFilteredBody') : t('list.emptyBody')}
        action={
          filtered ? (
            <Button variant="contained" onClick={onShowAll}>
              {t('list.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: columns,
          gap: 2,
          opacity: query.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </Box>
      <InfiniteListEnd
        query={query}
        problem={(error) => taskProblem(error, t)}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('list.loadMore')}
        endText={tasks.length > 6 ? t('list.end') : undefined}
        rootMargin="0px 0px 600px 0px"
      />
    </>
  );
}
