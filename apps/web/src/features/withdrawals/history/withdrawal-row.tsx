import type { WithdrawalPage } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';
import { ProviderKindIcon } from '../components/provider-kind-icon';
import { WithdrawalStatusChip } from '../components/status-chip';
import { withdrawalName } from '../components/withdrawal-format';

type Item = WithdrawalPage['items'][number];

/**
 * One withdrawal in the list: its number and method, when, the coins and the money, where it
 * stands. The whole line opens its detail.
 */
export function WithdrawalRow({ item, onOpen }: { item: Item; onOpen: (id: string) => void }) {
  const { i18n } = useTranslation('withdrawals');
  const money = formatMinorUnits(item.moneyMinor, item.currency, item.minorDigits, i18n.language);
  return (
    <Box component="li" sx={{ listStyle: 'none', '&:last-of-type > *': { borderBottom: 0 } }}>
      <ListItemButton
        divider
        onClick={() => onOpen(item.id)}
        data-testid="withdrawal-row"
        sx={{ gap: 1.5, px: { xs: 1, sm: 2 }, py: 1.25, alignItems: 'center' }}
      >
        <ProviderKindIcon kind={item.provider.kind} size={36} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {withdrawalName(item.number)} · {item.provider.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <RelativeTime value={item.requestedAt} />
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.25, flexShrink: 0 }}>
          <CoinAmount value={item.coins} sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {money}
          </Typography>
          <WithdrawalStatusChip status={item.status} />
        </Box>
      </ListItemButton>
    </Box>
  );
}
