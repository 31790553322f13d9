import type { TaskStatus } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';

const colors: Record<TaskStatus, ChipProps['color']> = {
  draft: 'default',
  in_review: 'warning',
  scheduled: 'info',
  live: 'success',
  paused: 'warning',
  ended: 'default',
  cancelled: 'default',
  refused: 'error',
};

/** The task's state as a chip, with the admin's reason under it when one refused or cancelled it. */
export function StatusChip({ task }: { task: Pick<PartnerTask, 'status' | 'closingReason'> }) {
  const { t } = useTranslation('partner-dashboard');
  const final = task.status === 'ended' || task.status === 'cancelled';
  const color = colors[task.status];
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip
        size="small"
        color={color}
        variant={final ? 'outlined' : 'filled'}
        label={t(`status.${task.status}`)}
      />
      {task.closingReason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('tasks.closingReason', { reason: task.closingReason })}
        </Typography>
      )}
    </Box>
  );
}

/** "Picture", "Video · free". */
export function kindLabel(task: Pick<PartnerTask, 'kind' | 'free'>, t: (key: string) => string): string {
  return task.free ? `${t(`kind.${task.kind}`)} · ${t('kind.free')}` : t(`kind.${task.kind}`);
}

/** What the escrow still holds: nothing to show before publishing, nor for a free task. */
export function EscrowLeft({ task }: { task: Pick<PartnerTask, 'status' | 'free' | 'escrowCoins'> }) {
  const { t } = useTranslation('partner-dashboard');
  if (task.free) return <Typography variant="body2">{t('tasks.free')}</Typography>;
  if (task.status === 'draft')
    return (
      <Typography variant="body2" color="text.secondary">
        {t('tasks.notPublished')}
      </Typography>
    );
  return <CoinAmount value={task.escrowCoins} />;
}
