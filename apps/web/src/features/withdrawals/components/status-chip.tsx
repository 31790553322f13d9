import type { WithdrawalStatus } from '@betogether/contracts/withdrawals/withdrawals.constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';
import { statusColors } from './withdrawal-format';

/** Where a withdrawal stands, as a coloured chip: pending, approved, paid, refused, cancelled. */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Chip
      size="small"
      color={statusColors[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`statuses.${status}`)}
      data-testid="withdrawal-status"
    />
  );
}
