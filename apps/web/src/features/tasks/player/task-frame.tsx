import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { AskPartnerButton } from '../components/ask-partner-button';
import { PartnerLine } from '../components/partner-line';
import { RewardBadge } from '../components/reward-badge';
import { formatDuration } from '../components/task-format';
import { TaskMenu } from '../report/task-menu';

type Props = {
  task: TaskDetail;
  listHref: string;
  /** The player, or the attempt's outcome. */
  children: ReactNode;
  /** A video first (the instructions under it); pictures after the instructions. */
  instructionsBelow?: boolean;
};

/** A task's screen: back to its list, title, partner, reward and menu; the player; the instructions. */
export function TaskFrame({ task, listHref, children, instructionsBelow = false }: Props) {
  const { t, i18n } = useTranslation('tasks');

  useEffect(() => {
    document.title = `${task.title} · BeTogether`;
  }, [task.title]);

  const instructions = task.instructions && (
    <Card component="section" aria-labelledby={`instructions-${task.id}`}>
      <CardContent>
        <Typography id={`instructions-${task.id}`} variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('player.instructions')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{task.instructions}</Typography>
      </CardContent>
    </Card>
  );

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 0 }, pb: 4, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <IconButton component={RouterLink} to={listHref} aria-label={t(`actions.backTo.${task.kind}`)}>
          <ArrowBack />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              mt: 0.5,
            }}
          >
            <PartnerLine partner={task.partner} label={t('card.by', { name: task.partner.displayName })} />
            <AskPartnerButton task={task} />
            {task.kind !== 'special' && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
                <TimerOutlined sx={{ fontSize: 18 }} aria-hidden />
                <Typography variant="body2">
                  {t('card.time', { duration: formatDuration(task.secondsNeeded, i18n.language) })}
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
          <RewardBadge free={task.free} coins={task.rewardCoins} size="large" />
          <TaskMenu taskId={task.id} />
        </Box>
      </Box>
      {!instructionsBelow && instructions}
      {children}
      {instructionsBelow && instructions}
    </Stack>
  );
}
