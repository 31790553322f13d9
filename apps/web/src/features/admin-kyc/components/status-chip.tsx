import type { KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

/** Waiting is blue, verified green, refused red; everything that needs the member's action amber. */
function colorOf(status: KycStatus): ChipProps['color'] {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'error';
  if (status === 'pending') return 'info';
  return status === 'not_started' ? 'default' : 'warning';
}

/** A request's state as a small coloured chip, its words in the admin's language. */
export function StatusChip({ status, size = 'small' }: { status: KycStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('admin-kyc');
  return <Chip size={size} color={colorOf(status)} label={t(`statuses.${status}`)} />;
}
