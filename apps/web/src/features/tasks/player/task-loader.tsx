import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { useTask } from '../api/get-task';
import { taskProblem } from '../components/task-format';

type Props = {
  taskId: string;
  /** The list to go back to when the task is not there. */
  listHref: string;
  children: (task: TaskDetail) => ReactNode;
};

/** Loads a task for its screen: a skeleton, then the task, or why it is not there. */
export function TaskLoader({ taskId, listHref, children }: Props) {
  const { t } = useTranslation('tasks');
  const task = useTask(taskId);
  if (task.data) return <>{children(task.data)}</>;
  if (task.isError) {
    if (task.error instanceof ApiError && task.error.status === 404)
      return (
        <EmptyState
          icon={<SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('player.notFoundTitle')}
          body={taskProblem(task.error, t)}
          action={
            <Button variant="contained" component={RouterLink} to={listHref}>
              {t('player.otherTasks')}
            </Button>
          }
        />
      );
    return (
      <ListError
        title={t('player.errorTitle')}
        message={taskProblem(task.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void task.refetch()}
      />
    );
  }
  return (
    <Stack spacing={2} role="status" aria-label={t('player.loading')}>
      <Skeleton width="60%" height={40} />
      <Skeleton width="30%" />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton variant="rounded" height={96} />
    </Stack>
  );
}
