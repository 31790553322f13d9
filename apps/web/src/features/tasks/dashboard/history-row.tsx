import type { AttemptHistoryItem } from '@betogether/contracts/tasks/task-play.schemas';
import type { AttemptStatus } from '@betogether/contracts/tasks/tasks.constants';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';
import { taskHref } from '../list/task-card';

const icons = {
  picture: CollectionsOutlined,
  video: OndemandVideoOutlined,
  special: AssignmentTurnedInOutlined,
};

const chipColor: Record<AttemptStatus, ChipProps['color']> = {
  completed: 'success',
  pending: 'warning',
  refused: 'error',
  failed: 'error',
  quiz: 'info',
  watching: 'default',
};

/** One attempt of the history: the task, its kind, what it paid (or will), its status and when. */
export function HistoryRow({ item }: { item: AttemptHistoryItem }) {
  const { t } = useTranslation('tasks');
  const { attempt, task } = item;
  const Icon = icons[task.kind];
  const reason =
    attempt.status === 'refused' && attempt.reviewReason
      ? t('outcome.reason', { reason: attempt.reviewReason })
      : attempt.status === 'failed' && attempt.failure
        ? t(`outcome.failures.${attempt.failure}`)
        : null;
  const paid = !task.free && attempt.rewardCoins > 0;
  return (
    <Box
      component="li"
      data-testid="history-row"
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        alignItems: 'flex-start',
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={taskHref(task, new URLSearchParams())}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t(`kinds.${task.kind}`)} · <RelativeTime value={attempt.finishedAt ?? attempt.startedAt} />
        </Typography>
        {reason && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {reason}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
        {paid ? (
          <CoinAmount
            value={attempt.rewardCoins}
            signed={attempt.status === 'completed'}
            sx={{
              fontWeight: 700,
              color: attempt.status === 'completed' ? 'success.main' : 'text.secondary',
              textDecoration:
                attempt.status === 'refused' || attempt.status === 'failed' ? 'line-through' : 'none',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('card.free')}
          </Typography>
        )}
        <Chip
          size="small"
          label={t(`history.statuses.${attempt.status}`)}
          color={chipColor[attempt.status]}
          variant="outlined"
        />
      </Box>
    </Box>
  );
}
