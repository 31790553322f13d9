import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/use-translation';
import { taskProblem } from '../components/task-format';
import type { ViewingClock } from './use-viewing-clock';

/**
 * What the member should know while the clock runs: paused because the page is hidden, the
 * connection lost, a refusal (with Start again when it may help), a finish without an answer.
 */
export function ClockNotices({ clock }: { clock: ViewingClock }) {
  const { t } = useTranslation('tasks');
  const { phase, error } = clock;
  return (
    <Stack spacing={1} aria-live="polite">
      {phase === 'watching' && clock.hidden && <Alert severity="warning">{t('player.hiddenPaused')}</Alert>}
      {phase === 'watching' && clock.offline && <Alert severity="warning">{t('player.offline')}</Alert>}
      {phase === 'watching' && error !== null && <Alert severity="info">{taskProblem(error, t)}</Alert>}
      {phase === 'finishFailed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={clock.finish}>
              {t('actions.retry')}
            </Button>
          }
        >
          {taskProblem(error, t)}
        </Alert>
      )}
      {phase === 'stopped' && error !== null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={clock.start}>
              {t('actions.retry')}
            </Button>
          }
        >
          {taskProblem(error, t)}
        </Alert>
      )}
    </Stack>
  );
}
