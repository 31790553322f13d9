import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { ListError } from '@/ui/list-states';
import { usePartnerTask } from '../api/get-partner-task';
import { useTaskSettings } from '../api/get-task-settings';
import { TaskFormView } from './task-form';
import { sameVariant, type TaskVariant, variantRoute } from './task-variant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function FormSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
      }}
    >
      <Stack spacing={2}>
        <Skeleton variant="text" width="50%" height={40} />
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/**
 * A create screen (`partners/<kind>-task/create…`): the admins' settings, then the form, empty or
 * with the draft of `?draft=<taskId>`. The first save of a new task puts its id in the address, so
 * that a reload edits the draft; the form keeps what was typed meanwhile.
 */
export function CreateTaskPage({ variant }: { variant: TaskVariant }) {
  const { t } = useTranslation('partner-tasks');
  const [params, setParams] = useSearchParams();
  const asked = params.get('draft');
  // The draft this form created itself: already on screen, not to load again.
  const [created, setCreated] = useState<string | null>(null);
  const toLoad = asked && asked !== created ? asked : null;
  const settings = useTaskSettings();
  const draft = usePartnerTask(toLoad && UUID.test(toLoad) ? toLoad : null);
  const newTaskHref = paths[variantRoute(variant)].href();

  if (toLoad && !UUID.test(toLoad))
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={newTaskHref} color="inherit">
            {t('draft.startNew')}
          </Button>
        }
      >
        {t('problems.TASK_NOT_FOUND')}
      </Alert>
    );
  if (settings.isPending || (toLoad && draft.isPending)) return <FormSkeleton label={t('form.loading')} />;
  if (settings.isError)
    return (
      <ListError
        title={t('form.loadFailed')}
        message={problemMessage(settings.error, t, { ns: 'partner-tasks' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  if (toLoad && draft.isError) {
    const gone = draft.error instanceof ApiError && draft.error.status === 404;
    return gone ? (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={newTaskHref} color="inherit">
            {t('draft.startNew')}
          </Button>
        }
      >
        {problemMessage(draft.error, t, { ns: 'partner-tasks' })}
      </Alert>
    ) : (
      <ListError
        title={t('draft.loadFailed')}
        message={problemMessage(draft.error, t, { ns: 'partner-tasks' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void draft.refetch()}
      />
    );
  }
  const loaded = toLoad ? (draft.data ?? null) : null;
  if (loaded && loaded.status !== 'draft')
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.partnerDashboard.href()} color="inherit">
            {t('draft.toDashboard')}
          </Button>
        }
      >
        {t('draft.published')}
      </Alert>
    );
  // A draft opened on another kind's screen goes to its own screen.
  if (loaded && !sameVariant(loaded, variant))
    return <Navigate to={paths[variantRoute(loaded)].href({ query: { draft: loaded.id } })} replace />;

  return (
    <TaskFormView
      key={toLoad ?? 'new'}
      variant={variant}
      settings={settings.data}
      draft={loaded}
      onCreated={(task) => {
        setCreated(task.id);
        setParams({ draft: task.id }, { replace: true });
      }}
    />
  );
}
