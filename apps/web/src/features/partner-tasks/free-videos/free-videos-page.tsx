import AddRounded from '@mui/icons-material/AddRounded';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { EmptyState, ListError } from '@/ui/list-states';
import { usePartnerTasks } from '../api/get-partner-tasks';
import { useTaskViews } from '../api/get-task-views';
import { FreeVideoCard } from './free-video-card';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/**
 * `partners/video-task/free-videos`: the partner's free video tasks (shown to members for
 * visibility, without rewards), newest first, with their places taken and views.
 */
export function FreeVideosPage() {
  const { t } = useTranslation('partner-tasks');
  const list = usePartnerTasks({ kind: 'video', free: 'true' });
  // Views come from the analytics; the list does not wait for them.
  const views = useTaskViews();
  const problem = (error: unknown) => problemMessage(error, t, { ns: 'partner-tasks' });
  const tasks = list.data?.pages.flatMap((page) => page.items) ?? [];
  const newButton = (
    <Button
      component={RouterLink}
      to={paths.createFreeVideoTask.href()}
      variant="contained"
      startIcon={<AddRounded />}
    >
      {t('freeVideos.new')}
    </Button>
  );

  useEffect(() => {
    document.title = `${t('freeVideos.title')} · BeTogether`;
  }, [t]);

  let content: ReactNode;
  if (list.isPending)
    content = (
      <Box role="status" aria-label={t('freeVideos.loading')} sx={grid}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} variant="rounded" height={260} />
        ))}
      </Box>
    );
  else if (list.isError)
    content = (
      <ListError
        title={t('freeVideos.loadFailed')}
        message={problem(list.error)}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (tasks.length === 0)
    content = (
      <EmptyState
        icon={<VideoLibraryOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t('freeVideos.emptyTitle')}
        body={t('freeVideos.emptyBody')}
        action={newButton}
      />
    );
  else
    content = (
      <>
        <Box sx={grid}>
          {tasks.map((task) => (
            <FreeVideoCard
              key={task.id}
              task={task}
              views={views.data ? (views.data.get(task.id) ?? 0) : undefined}
            />
          ))}
        </Box>
        <InfiniteListEnd
          query={list}
          problem={problem}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('freeVideos.loadMore')}
          endText={t('freeVideos.end')}
          rootMargin="400px"
        />
      </>
    );

  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('freeVideos.title')}
          </Typography>
          <Typography color="text.secondary">{t('freeVideos.lead')}</Typography>
        </Box>
        {tasks.length > 0 && newButton}
      </Box>
      {content}
    </Box>
  );
}
