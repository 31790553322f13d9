import type {
  AdminTransactionDetail,
  AdminTransactionEntry,
} from '@betogether/contracts/wallet/wallet-admin.schemas';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import type { AdjustmentMember } from '../adjustment/adjustment-form';
import { CoinAmount } from '../components/coin-amount';
import { PersonLine } from '../components/person-line';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mt: { xs: 0.75, sm: 0 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function metadataText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

function EntryAccount({
  entry,
  onAdjust,
}: {
  entry: AdminTransactionEntry;
  onAdjust: (m: AdjustmentMember) => void;
}) {
  const { t } = useTranslation('admin-economy');
  if (entry.account.kind === 'platform') {
    const { code, label } = entry.account;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`accounts.${code}`, { defaultValue: label })}
        </Typography>
        <Chip size="small" label={t('detail.platform')} />
      </Box>
    );
  }
  if (entry.account.kind === 'escrow') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('accounts.escrow', { defaultValue: entry.account.label })}
        </Typography>
        <Chip size="small" label={entry.account.escrowId.slice(0, 8)} />
      </Box>
    );
  }
  const { member } = entry.account;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <PersonLine person={member} />
      <Hint title={t('detail.adjustMember', { username: member.username })}>
        <IconButton
          size="small"
          onClick={() => onAdjust(member)}
          aria-label={t('detail.adjustMember', { username: member.username })}
        >
          <TuneOutlined fontSize="small" />
        </IconButton>
      </Hint>
    </Box>
  );
}

/** What a transaction is: facts, metadata, reversal links and its entries with balances after. */
export function DetailBody({
  transaction,
  onOpen,
  onAdjust,
}: {
  transaction: AdminTransactionDetail;
  onOpen: (id: string) => void;
  onAdjust: (member: AdjustmentMember) => void;
}) {
  const { t, i18n } = useTranslation('admin-economy');
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'medium' }).format(
    new Date(transaction.createdAt),
  );
  const metadata = Object.entries(transaction.metadata);
  const link = (target: { id: string; number: number; type: AdminTransactionDetail['type'] }) => (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(target.id)}
      sx={{ verticalAlign: 'baseline' }}
    >
      {t('detail.transactionLink', { number: target.number, type: t(`types.${target.type}`) })}
    </Link>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {transaction.reversedBy && (
        <Alert severity="warning" variant="outlined" role="note">
          {t('detail.reversedBy')} {link(transaction.reversedBy)}
        </Alert>
      )}
      {transaction.reverses && (
        <Alert severity="info" variant="outlined" role="note">
          {t('detail.reverses')} {link(transaction.reverses)}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.75,
          m: 0,
        }}
      >
        <Fact label={t('detail.date')}>
          <time dateTime={transaction.createdAt}>{exact}</time>
        </Fact>
        <Fact label={t('detail.description')}>{transaction.description}</Fact>
        <Fact label={t('detail.amount')}>
          <CoinAmount coins={transaction.amount} strong />
        </Fact>
        <Fact label={t('detail.actor')}>
          {transaction.actor
            ? `${transaction.actor.displayName} (@${transaction.actor.username})`
            : t('list.system')}
        </Fact>
        <Fact label={t('detail.idempotencyKey')}>
          <Box component="code" sx={{ fontSize: '0.8rem' }}>
            {transaction.idempotencyKey}
          </Box>
        </Fact>
        {metadata.map(([key, value]) => (
          <Fact key={key} label={t(`metadata.${key}`, { defaultValue: key })}>
            {metadataText(value)}
          </Fact>
        ))}
      </Box>
      <Box>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('detail.entries')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={t('detail.entries')}
            sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.account')}</TableCell>
                <TableCell align="right">{t('detail.coins')}</TableCell>
                <TableCell align="right">{t('detail.balanceAfter')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transaction.entries.map((entry, index) => (
                // Entries have no id of their own; their order in the ledger is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <TableRow key={index} data-testid="entry-row">
                  <TableCell sx={{ minWidth: { xs: 120, sm: 180 } }}>
                    <EntryAccount entry={entry} onAdjust={onAdjust} />
                  </TableCell>
                  <TableCell align="right">
                    <CoinAmount coins={entry.coins} signed />
                  </TableCell>
                  <TableCell align="right">
                    {entry.balanceAfter === null ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('detail.noBalance')}
                      </Typography>
                    ) : (
                      <CoinAmount coins={entry.balanceAfter} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
