import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { taskKeys } from '../api/task-keys';
import { formatDuration } from '../components/task-format';
import { AttemptOutcome, isSettled } from './attempt-outcome';
import { ClaimButton } from './claim-button';
import { ClockNotices } from './clock-notices';
import { ClockProgress } from './clock-progress';
import { PictureCarousel } from './picture-carousel';
import { RewardDialog } from './reward-dialog';
import { TaskFrame } from './task-frame';
import { TaskLoader } from './task-loader';
import { useViewingClock } from './use-viewing-clock';

const listHref = () => paths.pictureTasks.href();

function PicturePlayer({ task }: { task: TaskDetail }) {
  const { t, i18n } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const clock = useViewingClock({ taskId: task.id, initial: task.attempt });
  const [celebrating, setCelebrating] = useState(false);
  const { attempt, phase } = clock;

  useEffect(() => {
    if (phase !== 'finished') return;
    setCelebrating(true);
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  }, [phase, queryClient]);

  const settled = attempt && isSettled(attempt) ? attempt : null;
  const running = phase === 'watching' || phase === 'finishing' || phase === 'finishFailed';
  const resumable = attempt?.status === 'watching';
  const startOverlay = !running && !settled && (
    <Stack spacing={1.5} sx={{ alignItems: 'center', maxWidth: 360 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('player.pictureIntro', { duration: formatDuration(task.secondsNeeded, i18n.language) })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<PlayArrowRounded />}
        onClick={clock.start}
        loading={phase === 'starting'}
      >
        {resumable ? t('player.continue') : t('player.start')}
      </Button>
    </Stack>
  );

  return (
    <>
      {settled ? (
        <AttemptOutcome attempt={settled} listHref={listHref()} free={task.free} />
      ) : (
        <Card>
          <PictureCarousel pictures={task.pictures} title={task.title} overlay={startOverlay || undefined} />
          <CardContent>
            <Stack spacing={1.5}>
              {attempt && (
                <ClockProgress shownSeconds={clock.shownSeconds} secondsNeeded={attempt.secondsNeeded} />
              )}
              {running && !clock.enough && (
                <Typography variant="body2" color="text.secondary">
                  {t('player.keepLooking')}
                </Typography>
              )}
              <ClockNotices clock={clock} />
              {running && clock.enough && (
                <Box>
                  <ClaimButton task={task} pending={phase === 'finishing'} onClaim={clock.finish} />
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <RewardDialog
        open={celebrating}
        onClose={() => setCelebrating(false)}
        coins={clock.result?.reward?.coins ?? null}
        kind="picture"
        listHref={listHref()}
      />
    </>
  );
}

/** `users/pictures-task/show-picture/:id`: look at a task's pictures long enough, then claim the coins. */
export function PictureTaskPage({ taskId }: { taskId: string }) {
  return (
    <TaskLoader taskId={taskId} listHref={listHref()}>
      {(task) => (
        <TaskFrame task={task} listHref={listHref()}>
          <PicturePlayer task={task} />
        </TaskFrame>
      )}
    </TaskLoader>
  );
}
