import type { PurchaseStatus } from '@betogether/contracts/payments/payments.schemas';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

const colors: Record<PurchaseStatus, ChipProps['color']> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
  refunded: 'info',
  charged_back: 'error',
};

export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation('payments');
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`status.${status}`)} />;
}
