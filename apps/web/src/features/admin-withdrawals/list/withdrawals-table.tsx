import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { Coins } from '../components/coins';
import { MemberLine } from '../components/member-line';
import { StatusChip } from '../components/status-chip';
import { formatMoney, withdrawalNumber } from '../components/withdrawal-format';
import { type RowsProps, selectable } from './row-selection';

type Props = RowsProps & {
  /** Ticks every pending row on screen, or unticks them all when all are ticked. */
  onToggleAll: () => void;
};

/** The withdrawals as a dense table (md and wider): a tick for pending ones, the number opens the detail. */
export function WithdrawalsTable({ items, selected, onToggle, onToggleAll, onOpen }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const pending = items.filter(selectable);
  const ticked = pending.filter((item) => selected.has(item.id)).length;
  // The row opens the withdrawal too: the number is its keyboard and screen-reader door.
  const openFrom = (id: string) => (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(id);
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={pending.length > 0 && ticked === pending.length}
                indeterminate={ticked > 0 && ticked < pending.length}
                disabled={pending.length === 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('list.number')}</TableCell>
            <TableCell>{t('list.member')}</TableCell>
            <TableCell>{t('list.provider')}</TableCell>
            <TableCell align="right">{t('list.coins')}</TableCell>
            <TableCell align="right">{t('list.money')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell>{t('list.requested')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const number = withdrawalNumber(item.number);
            return (
              <TableRow
                key={item.id}
                hover
                selected={selected.has(item.id)}
                onClick={() => onOpen(item.id)}
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                data-testid="withdrawal-row"
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  {selectable(item) && (
                    <Checkbox
                      checked={selected.has(item.id)}
                      onChange={() => onToggle(item)}
                      slotProps={{ input: { 'aria-label': t('list.select', { number }) } }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Link
                    component="button"
                    aria-label={t('list.open', { number })}
                    onClick={openFrom(item.id)}
                    sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {number}
                  </Link>
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <MemberLine person={item.member} />
                </TableCell>
                <TableCell sx={{ maxWidth: 160 }}>
                  <Typography variant="body2" noWrap title={item.provider.name}>
                    {item.provider.name}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <Coins value={item.coins} strong />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(item, i18n.language)}
                </TableCell>
                <TableCell>
                  <StatusChip withdrawal={item} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RelativeTime value={item.requestedAt} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
