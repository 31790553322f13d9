import type { AdminTransaction, TransactionMember } from '@betogether/contracts/wallet/wallet-admin.schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { CoinAmount } from '../components/coin-amount';
import { TypeChip } from '../components/type-chip';

type Props = {
  items: AdminTransaction[];
  onOpen: (id: string) => void;
};

function Members({ members }: { members: TransactionMember[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
      {members.map((member) => (
        <Box
          key={member.id}
          component="span"
          sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}
        >
          <Typography component="span" variant="body2" noWrap sx={{ maxWidth: 140 }}>
            @{member.username}
          </Typography>
          <CoinAmount coins={member.coins} signed />
        </Box>
      ))}
    </Box>
  );
}

function Status({ transaction }: { transaction: AdminTransaction }) {
  const { t } = useTranslation('admin-economy');
  if (!transaction.reversedById) return null;
  return <Chip size="small" label={t('list.reversed')} />;
}

/** The transactions as a dense table (md and wider). The number opens the detail. */
export function TransactionsTable({ items, onOpen }: Props) {
  const { t } = useTranslation('admin-economy');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.number')}</TableCell>
            <TableCell>{t('list.date')}</TableCell>
            <TableCell>{t('list.type')}</TableCell>
            <TableCell>{t('list.description')}</TableCell>
            <TableCell>{t('list.members')}</TableCell>
            <TableCell align="right">{t('list.amount')}</TableCell>
            <TableCell>{t('list.actor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.id}
              hover
              onClick={() => onOpen(item.id)}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              data-testid="transaction-row"
            >
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(item.id);
                  }}
                  aria-label={t('list.open', { number: item.number })}
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  #{item.number}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RelativeTime value={item.createdAt} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                  <TypeChip type={item.type} />
                  <Status transaction={item} />
                </Box>
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Typography variant="body2" noWrap title={item.description}>
                  {item.description}
                </Typography>
              </TableCell>
              <TableCell>
                <Members members={item.members} />
              </TableCell>
              <TableCell align="right">
                <CoinAmount coins={item.amount} strong />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.actor ? (
                  `@${item.actor.username}`
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('list.system')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The transactions as a list of cards (below md), each one a button opening the detail. */
export function TransactionsList({ items, onOpen }: Props) {
  const { t } = useTranslation('admin-economy');
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('list.label')}>
        {items.map((item, index) => (
          // A list item around the button: a <ul> holds only <li> (axe "list", at mobile width).
          <ListItem key={item.id} disablePadding divider={index < items.length - 1}>
            <ListItemButton
              onClick={() => onOpen(item.id)}
              aria-label={t('list.open', { number: item.number })}
              aria-describedby={`transaction-${item.id}`}
              sx={{ display: 'block', py: 1.25 }}
              data-testid="transaction-row"
            >
              <Box id={`transaction-${item.id}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    #{item.number}
                  </Typography>
                  <TypeChip type={item.type} />
                  <Status transaction={item} />
                  <Box sx={{ flexGrow: 1 }} />
                  <CoinAmount coins={item.amount} strong />
                </Box>
                <Typography variant="body2" noWrap sx={{ mb: 0.5 }}>
                  {item.description}
                </Typography>
                <Members members={item.members} />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  <RelativeTime value={item.createdAt} />
                  {item.actor ? ` · @${item.actor.username}` : ''}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
