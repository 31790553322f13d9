import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';

type Props = { task: Pick<TaskDetail, 'free' | 'rewardCoins'>; pending: boolean; onClaim: () => void };

/** Enough time counted: the button says exactly what it pays ("Claim my 50 coins"), or "Finish" when free. */
export function ClaimButton({ task, pending, onClaim }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const paid = !task.free && task.rewardCoins > 0;
  return (
    <Button
      variant="contained"
      color={paid ? 'secondary' : 'primary'}
      size="large"
      onClick={onClaim}
      loading={pending}
      startIcon={paid ? <CoinIcon /> : undefined}
    >
      {paid
        ? t('player.claim', { count: task.rewardCoins, coins: formatCoins(task.rewardCoins, i18n.language) })
        : t('player.finishFree')}
    </Button>
  );
}
