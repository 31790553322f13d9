import type { WithdrawalStatus } from '@betogether/contracts/withdrawals/withdrawals.constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

const colors: Record<WithdrawalStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  approved: 'primary',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** Where a withdrawal stands; a pending one with its first approval says it waits for a second admin. */
export function StatusChip({
  withdrawal,
}: {
  withdrawal: { status: WithdrawalStatus; needsSecondApproval: boolean };
}) {
  const { t } = useTranslation('admin-withdrawals');
  const second = withdrawal.status === 'pending' && withdrawal.needsSecondApproval;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={second ? 'warning' : colors[withdrawal.status]}
      label={second ? t('status.second_approval') : t(`status.${withdrawal.status}`)}
    />
  );
}
