import type { TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import type { StatementItem } from '@betogether/contracts/wallet/wallet.schemas';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';

const icons: Record<TransactionType, typeof UndoOutlined> = {
  purchase: ShoppingBagOutlined,
  referral_bonus: CardGiftcardOutlined,
  admin_adjustment: TuneOutlined,
  reversal: UndoOutlined,
  refund: UndoOutlined,
  chargeback: GavelOutlined,
  task_funding: CampaignOutlined,
  task_reward: TaskAltOutlined,
  task_refund: AssignmentReturnOutlined,
  withdrawal: PaymentsOutlined,
  withdrawal_return: AssignmentReturnOutlined,
  withdrawal_payout: PaymentsOutlined,
};

/** One statement line: what happened, when, the signed amount and the balance right after. */
export function StatementRow({ item }: { item: StatementItem }) {
  const { t, i18n } = useTranslation('wallet');
  const Icon = icons[item.type];
  // Coded descriptions in the reader's language; older entries keep the English they were posted with.
  const describe = ({ descriptionText: coded, description }: StatementItem) => {
    if (!coded) return description;
    const params: Record<string, string | number> = { ...coded.params };
    for (const key of ['coins', 'takenBack', 'shortfall'])
      if (typeof params[key] === 'number') params[key] = formatCoins(params[key], i18n.language);
    return t(`descriptions.${coded.code}`, {
      ...params,
      count: Number(coded.params.shortfall ?? 0),
      // A returned withdrawal says whether the member cancelled it or finance rejected it.
      ...(typeof coded.params.outcome === 'string' ? { context: coded.params.outcome } : {}),
      defaultValue: description,
    });
  };
  const credit = item.coins > 0;
  return (
    <ListItem
      divider
      data-testid="statement-row"
      sx={{ alignItems: 'flex-start', gap: { xs: 1.5, sm: 2 }, px: { xs: 1.5, sm: 2 }, py: 1.5 }}
    >
      <Avatar
        sx={{
          bgcolor: credit ? 'rgba(46, 125, 50, 0.12)' : 'rgba(198, 40, 40, 0.12)',
          color: credit ? 'success.main' : 'error.main',
          width: 40,
          height: 40,
          display: { xs: 'none', sm: 'flex' },
        }}
        aria-hidden
      >
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {t(`types.${item.type}`)}
          {item.reversedById && <Chip size="small" label={t('statement.reversed')} variant="outlined" />}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {describe(item)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <RelativeTime value={item.createdAt} /> · {t('statement.number', { number: item.number })}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <CoinAmount
          value={item.coins}
          signed
          sx={{ fontWeight: 700, fontSize: 16, color: credit ? 'success.main' : 'error.main' }}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {t('statement.balanceAfter', { balance: formatCoins(item.balanceAfter, i18n.language) })}
        </Typography>
      </Box>
    </ListItem>
  );
}
