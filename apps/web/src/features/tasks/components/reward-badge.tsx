import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';

/** What a task pays: its coins with the gold coin, or a "Free" chip for a free task. */
export function RewardBadge({
  free,
  coins,
  size = 'medium',
}: {
  free: boolean;
  coins: number;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('tasks');
  if (free || coins === 0)
    return (
      <Chip label={t('card.free')} size="small" color="success" variant="outlined" sx={{ fontWeight: 600 }} />
    );
  return (
    <CoinAmount
      value={coins}
      iconSize={size === 'large' ? 26 : 20}
      sx={{ fontWeight: 700, fontSize: size === 'large' ? 22 : 16 }}
    />
  );
}
