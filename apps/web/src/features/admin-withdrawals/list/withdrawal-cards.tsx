import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { Coins } from '../components/coins';
import { MemberLine } from '../components/member-line';
import { StatusChip } from '../components/status-chip';
import { formatMoney, withdrawalNumber } from '../components/withdrawal-format';
import { type RowsProps, selectable, type WithdrawalItem } from './row-selection';

type CardProps = Omit<RowsProps, 'items'> & {
  item: WithdrawalItem;
  last: boolean;
  /** Some card of the list can be ticked: every card keeps the tick's column, so that they line up. */
  ticks: boolean;
};

/** One withdrawal: its tick (pending only) beside the button that opens it, never inside it. */
function WithdrawalCard({ item, last, ticks, selected, onToggle, onOpen }: CardProps) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const number = withdrawalNumber(item.number);
  const describedBy = `withdrawal-card-${item.id}`;
  return (
    <ListItem disablePadding divider={!last} sx={{ alignItems: 'flex-start' }} data-testid="withdrawal-row">
      {ticks && (
        <Box sx={{ width: 48, flexShrink: 0, pt: 0.75, pl: 0.5 }}>
          {selectable(item) && (
            <Checkbox
              checked={selected.has(item.id)}
              onChange={() => onToggle(item)}
              slotProps={{ input: { 'aria-label': t('list.select', { number }) } }}
            />
          )}
        </Box>
      )}
      <ListItemButton
        aria-label={t('list.open', { number })}
        aria-describedby={describedBy}
        onClick={() => onOpen(item.id)}
        sx={{ display: 'grid', gap: 0.75, py: 1.25, pl: ticks ? 0.5 : 2, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {number}
          </Typography>
          <StatusChip withdrawal={item} />
          <Box sx={{ ml: 'auto' }}>
            <Coins value={item.coins} strong />
          </Box>
        </Box>
        <Box id={describedBy} sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
          <MemberLine person={item.member} />
          <Typography variant="body2" color="text.secondary">
            {item.provider.name} · {formatMoney(item, i18n.language)} ·{' '}
            <RelativeTime value={item.requestedAt} />
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The withdrawals as cards, below md. */
export function WithdrawalCards({ items, ...rows }: RowsProps) {
  const { t } = useTranslation('admin-withdrawals');
  const ticks = items.some(selectable);
  return (
    <List
      disablePadding
      aria-label={t('list.label')}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {items.map((item, index) => (
        <WithdrawalCard key={item.id} item={item} last={index === items.length - 1} ticks={ticks} {...rows} />
      ))}
    </List>
  );
}
