import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import type { WithdrawalItem } from './row-selection';

type Props = {
  items: WithdrawalItem[];
  onClear: () => void;
  onApprove: () => void;
};

/** What is ticked (how many, how many coins) and "Approve selected"; stays in view while scrolling. */
export function SelectionBar({ items, onClear, onApprove }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const coins = items.reduce((sum, item) => sum + item.coins, 0);
  return (
    <Paper
      component="section"
      aria-label={t('bulk.barLabel')}
      variant="outlined"
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 72 },
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        borderColor: 'primary.main',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 200px' }} aria-live="polite">
        {t('bulk.selected', { count: items.length, coins: formatCoins(coins, i18n.language) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
        <Button variant="contained" startIcon={<DoneAllOutlined />} onClick={onApprove}>
          {t('bulk.approve')}
        </Button>
      </Box>
    </Paper>
  );
}
