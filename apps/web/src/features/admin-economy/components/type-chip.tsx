import type { TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

const colors: Record<TransactionType, 'primary' | 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  purchase: 'success',
  referral_bonus: 'info',
  admin_adjustment: 'primary',
  reversal: 'warning',
  refund: 'warning',
  chargeback: 'error',
  task_funding: 'default',
  task_reward: 'success',
  task_refund: 'default',
  withdrawal: 'primary',
  withdrawal_return: 'default',
  withdrawal_payout: 'success',
};

/** The kind of a transaction, translated, in a colour per kind. */
export function TypeChip({ type }: { type: TransactionType }) {
  const { t } = useTranslation('admin-economy');
  return <Chip size="small" variant="outlined" color={colors[type]} label={t(`types.${type}`)} />;
}
