import type { TaskStatus } from '@betogether/contracts/tasks/tasks.constants';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

const colors: Record<TaskStatus, ChipProps['color']> = {
  draft: 'default',
  in_review: 'warning',
  scheduled: 'info',
  live: 'success',
  paused: 'default',
  ended: 'default',
  cancelled: 'error',
  refused: 'error',
};

/** Where a task stands, in a word and a colour. */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('partner-tasks');
  return <Chip size="small" color={colors[status]} label={t(`status.${status}`)} />;
}
