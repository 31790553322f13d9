import type { TaskKind } from '@betogether/contracts/tasks/tasks.constants';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The coins paid, or null for a free task. */
  coins: number | null;
  /** The list of more tasks of the same kind. */
  kind: TaskKind;
  listHref: string;
};

/** The celebration after a task: the coins earned (the header's balance updates by itself). */
export function RewardDialog({ open, onClose, coins, kind, listHref }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center', pb: 0 }}>
        <CelebrationOutlined
          sx={{ fontSize: 48, color: 'coin.dark', display: 'block', mx: 'auto' }}
          aria-hidden
        />
        {coins ? t('reward.title') : t('reward.freeTitle')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {coins ? (
          <>
            <Box sx={{ my: 1.5 }} data-testid="reward-coins">
              <CoinAmount value={coins} signed iconSize={36} sx={{ fontSize: 34, fontWeight: 800, gap: 1 }} />
            </Box>
            <DialogContentText>{t('reward.body')}</DialogContentText>
          </>
        ) : (
          <DialogContentText sx={{ mt: 1 }}>{t('reward.freeBody')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1, pb: 2 }}>
        {coins ? (
          <Button component={RouterLink} to={paths.coinDashboard.href()} variant="outlined">
            {t('reward.toCoins')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={listHref} variant="contained">
          {t(`reward.more.${kind}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
