import type { Attempt, TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useTask } from '../api/get-task';
import { AskPartnerButton } from '../components/ask-partner-button';
import { PartnerLine } from '../components/partner-line';
import { RewardBadge } from '../components/reward-badge';
import { AttemptOutcome } from '../player/attempt-outcome';
import { TaskLoader } from '../player/task-loader';
import { TaskMenu } from '../report/task-menu';
import { ProofForm } from './proof-form';

function SpecialTask({ task, titleId }: { task: TaskDetail; titleId: string }) {
  const { t } = useTranslation('tasks');
  const [sent, setSent] = useState<Attempt | null>(null);
  const attempt = sent ?? task.attempt;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <PartnerLine partner={task.partner} label={t('card.by', { name: task.partner.displayName })} />
        <AskPartnerButton task={task} />
        <RewardBadge free={task.free} coins={task.rewardCoins} size="large" />
      </Box>
      <Box component="section" aria-labelledby={`${titleId}-instructions`}>
        <Typography id={`${titleId}-instructions`} variant="h5" component="h3" sx={{ mb: 0.5 }}>
          {t('player.instructions')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{task.instructions}</Typography>
      </Box>
      {attempt ? (
        <AttemptOutcome attempt={attempt} listHref={paths.specialTasks.href()} free={task.free} />
      ) : task.proofKind ? (
        <ProofForm taskId={task.id} kind={task.proofKind} onSent={setSent} />
      ) : null}
    </Box>
  );
}

type Props = { taskId: string | null; onClose: () => void };

/** One special task over its list (`?task=<id>`), full screen on phones: what to do and the proof form. */
export function SpecialTaskDialog({ taskId, onClose }: Props) {
  const { t } = useTranslation('tasks');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  // The last task shown stays while the dialog closes (its exit transition).
  const [shown, setShown] = useState(taskId);
  if (taskId && taskId !== shown) setShown(taskId);
  const task = useTask(shown ?? '', shown !== null);
  return (
    <Dialog
      open={taskId !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {task.data?.title ?? t('special.dialogTitle')}
        </Box>
        {shown && <TaskMenu taskId={shown} />}
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {shown && (
          <TaskLoader taskId={shown} listHref={paths.specialTasks.href()}>
            {(loaded) => <SpecialTask key={loaded.id} task={loaded} titleId={id} />}
          </TaskLoader>
        )}
      </DialogContent>
    </Dialog>
  );
}
