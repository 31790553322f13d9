import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { taskKeys } from '../api/task-keys';
import { formatDuration } from '../components/task-format';
import { AttemptOutcome, isSettled } from './attempt-outcome';
import { ClaimButton } from './claim-button';
import { ClockNotices } from './clock-notices';
import { ClockProgress } from './clock-progress';
import { RewardDialog } from './reward-dialog';
import { TaskFrame } from './task-frame';
import { TaskLoader } from './task-loader';
import { TaskVideo } from './task-video';
import { useViewingClock } from './use-viewing-clock';

const listHref = () => paths.videoTasks.href();

function VideoPlayer({ task }: { task: TaskDetail & { video: NonNullable<TaskDetail['video']> } }) {
  const { t, i18n } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const clock = useViewingClock({
    taskId: task.id,
    initial: task.attempt,
    position: () => element.current?.currentTime ?? 0,
    playing,
  });
  const [celebrating, setCelebrating] = useState(false);
  const { attempt, phase, result } = clock;
  const media = task.video.video;
  // A resumed attempt goes on from the time already counted, not from the start.
  const [from] = useState(() =>
    task.attempt?.status === 'watching'
      ? Math.min(task.attempt.watchedSeconds, media?.durationSeconds ?? 0)
      : 0,
  );
  const hasQuiz = (task.questionCount ?? 0) > 0;

  // The clock runs: the video starts (the member pressed Start, so sound is theirs to hear).
  const started = useRef(false);
  useEffect(() => {
    const el = element.current;
    if (phase !== 'watching' || started.current || !el) return;
    started.current = true;
    // Before its metadata a video cannot seek (hls.js even resets the time): wait for them.
    if (from > 0 && el.readyState >= HTMLMediaElement.HAVE_METADATA) el.currentTime = from;
    else if (from > 0)
      el.addEventListener(
        'loadedmetadata',
        () => {
          el.currentTime = from;
        },
        { once: true },
      );
    el.play()?.catch(() => undefined);
  }, [phase, from]);

  useEffect(() => {
    if (phase === 'stopped') element.current?.pause();
    if (phase !== 'finished' || !result) return;
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    if (result.quiz) {
      // The quiz page opens with the questions already here.
      queryClient.setQueryData(taskKeys.quiz(result.attempt.id), result.quiz);
      navigate(paths.videoTaskQuiz.href({ query: { attempt: result.attempt.id } }));
    } else setCelebrating(true);
  }, [phase, result, queryClient, navigate]);

  if (!media)
    return (
      <Card>
        <CardContent>
          <Typography>{t('video.unavailable')}</Typography>
        </CardContent>
      </Card>
    );

  const settled = attempt && isSettled(attempt) ? attempt : null;
  const running = phase === 'watching' || phase === 'finishing' || phase === 'finishFailed';
  const overlay = !running && !settled && phase !== 'finished' && (
    <Stack spacing={1.5} sx={{ alignItems: 'center', maxWidth: 420 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {hasQuiz
          ? t('video.introQuiz', {
              duration: formatDuration(task.secondsNeeded, i18n.language),
              count: task.questionCount ?? 0,
            })
          : t('video.intro', { duration: formatDuration(task.secondsNeeded, i18n.language) })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<PlayArrowRounded />}
        onClick={clock.start}
        loading={phase === 'starting'}
      >
        {attempt?.status === 'watching' ? t('player.continue') : t('video.start')}
      </Button>
    </Stack>
  );

  return (
    <>
      {settled && !(phase === 'finished' && result?.quiz) ? (
        <AttemptOutcome attempt={settled} listHref={listHref()} free={task.free} />
      ) : (
        <Card>
          <TaskVideo
            video={media}
            label={task.title}
            element={element}
            from={from}
            overlay={overlay || undefined}
            hidden={clock.hidden}
            onPlayingChange={setPlaying}
            onEnded={() => {
              if (clock.phase === 'watching') clock.finish();
            }}
          />
          {/* Before the first Start there is nothing to say under the video: no empty band. */}
          {(attempt || phase !== 'idle') && (
            <CardContent>
              <Stack spacing={1.5}>
                {attempt && (
                  <ClockProgress shownSeconds={clock.shownSeconds} secondsNeeded={attempt.secondsNeeded} />
                )}
                {running && !clock.enough && (
                  <Typography variant="body2" color="text.secondary">
                    {t('video.keepWatching')}
                  </Typography>
                )}
                <ClockNotices clock={clock} />
                {running && clock.enough && (
                  <Box>
                    {hasQuiz ? (
                      <Button
                        variant="contained"
                        size="large"
                        startIcon={<QuizOutlined />}
                        onClick={clock.finish}
                        loading={phase === 'finishing'}
                      >
                        {t('video.toQuiz')}
                      </Button>
                    ) : (
                      <ClaimButton task={task} pending={phase === 'finishing'} onClaim={clock.finish} />
                    )}
                  </Box>
                )}
              </Stack>
            </CardContent>
          )}
        </Card>
      )}
      <RewardDialog
        open={celebrating}
        onClose={() => setCelebrating(false)}
        coins={result?.reward?.coins ?? null}
        kind="video"
        listHref={listHref()}
      />
    </>
  );
}

/** `users/videos-task/show-video/:id`: watch the whole video, then the quiz (or the reward at once). */
export function VideoTaskPage({ taskId }: { taskId: string }) {
  const { t } = useTranslation('tasks');
  return (
    <TaskLoader taskId={taskId} listHref={listHref()}>
      {(task) => (
        <TaskFrame task={task} listHref={listHref()} instructionsBelow>
          {task.video ? (
            <VideoPlayer task={{ ...task, video: task.video }} />
          ) : (
            <Typography color="text.secondary">{t('video.unavailable')}</Typography>
          )}
        </TaskFrame>
      )}
    </TaskLoader>
  );
}
