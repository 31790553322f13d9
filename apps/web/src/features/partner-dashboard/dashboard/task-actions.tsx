import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { usePauseTask } from '../api/pause-task';
import { useResumeTask } from '../api/resume-task';
import { partnerProblems } from '../partner-problems';
import { draftEditHref } from '../task-links';

type TaskDialogKind = 'publish' | 'cancel' | 'edit' | 'delete' | 'proofs';
export type TaskDialog = { kind: TaskDialogKind; task: PartnerTask };
export type OpenTaskDialog = (dialog: TaskDialog) => void;

/** Statuses after publishing where the task still runs (or waits to): it may change or end. */
const running = new Set<PartnerTask['status']>(['in_review', 'scheduled', 'live', 'paused']);

/**
 * What a task allows in its state: a draft is edited on its create screen, published or deleted;
 * a running task is paused or resumed, edited (title, instructions, a later end) and cancelled;
 * a special task reviewed by its partner shows the proofs waiting.
 */
export function TaskActions({ task, onOpen }: { task: PartnerTask; onOpen: OpenTaskDialog }) {
  const { t } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const pause = usePauseTask();
  const resume = useResumeTask();
  const flight = useSingleFlight();
  const open = (kind: TaskDialogKind) => () => onOpen({ kind, task });

  const toggle = (action: typeof pause, done: string) => {
    if (!flight.begin()) return;
    action.mutate(task.id, {
      onSuccess: () => notify(t(done, { title: task.title })),
      onError: (error) => notify(problemMessage(error, t, partnerProblems), 'error'),
      onSettled: flight.end,
    });
  };

  const reviewsProofs = task.kind === 'special' && task.reviewer !== 'admin' && task.status !== 'draft';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {task.status === 'draft' && (
        <>
          <Button size="small" component={RouterLink} to={draftEditHref(task)}>
            {t('actions.edit')}
          </Button>
          <Button size="small" variant="contained" onClick={open('publish')}>
            {t('actions.publish')}
          </Button>
          <Button size="small" color="error" onClick={open('delete')}>
            {t('actions.delete')}
          </Button>
        </>
      )}
      {task.status === 'live' && (
        <Button size="small" loading={pause.isPending} onClick={() => toggle(pause, 'actions.paused')}>
          {t('actions.pause')}
        </Button>
      )}
      {task.status === 'paused' && (
        <Button
          size="small"
          variant="contained"
          loading={resume.isPending}
          onClick={() => toggle(resume, 'actions.resumed')}
        >
          {t('actions.resume')}
        </Button>
      )}
      {running.has(task.status) && task.status !== 'in_review' && (
        <Button size="small" onClick={open('edit')}>
          {t('actions.edit')}
        </Button>
      )}
      {reviewsProofs && (
        <Button size="small" variant={task.pendingReviews > 0 ? 'outlined' : 'text'} onClick={open('proofs')}>
          {t('actions.reviewProofs', { count: task.pendingReviews })}
        </Button>
      )}
      {running.has(task.status) && (
        <Button size="small" color="error" onClick={open('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
    </Box>
  );
}
