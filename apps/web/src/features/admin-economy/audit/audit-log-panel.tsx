import { type AuditAction, auditActions } from '@betogether/contracts/audit/audit.constants';
import type { AuditEntry } from '@betogether/contracts/audit/audit.schemas';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { RelativeTime } from '@/ui/relative-time';
import { useAuditLog } from '../api/get-audit-log';
import { CoinAmount } from '../components/coin-amount';
import { PersonLine } from '../components/person-line';
import { type EconomyAddress, economyAddress } from '../economy-address';
import { economyProblems } from '../economy-problems';

function detailString(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' ? value : null;
}

function detailNumber(details: Record<string, unknown>, key: string): number | null {
  const value = details[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Links to what an entry is about: the transactions it made or touched, the member's transactions. */
function Subject({ entry, go }: { entry: AuditEntry; go: (changes: Partial<EconomyAddress>) => void }) {
  const { t } = useTranslation('admin-economy');
  const links: Array<{ label: string; changes: Partial<EconomyAddress> }> = [];
  const posted = detailString(entry.details, 'transactionId') ?? detailString(entry.details, 'reversalId');
  const postedNumber =
    detailNumber(entry.details, 'transactionNumber') ?? detailNumber(entry.details, 'reversalNumber');
  if (posted)
    links.push({
      label: postedNumber ? t('audit.openNumber', { number: postedNumber }) : t('audit.openTransaction'),
      changes: { tab: 'transactions', tx: posted },
    });
  if (entry.subjectType === 'transaction')
    links.push({ label: t('audit.openReversed'), changes: { tab: 'transactions', tx: entry.subjectId } });
  if (entry.subjectType === 'user')
    links.push({
      label: t('audit.memberTransactions'),
      changes: { tab: 'transactions', member: entry.subjectId },
    });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {links.map((link) => (
        <Link
          key={link.label}
          component="button"
          type="button"
          variant="body2"
          onClick={() => go(link.changes)}
        >
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

function EntryRow({ entry, go }: { entry: AuditEntry; go: (changes: Partial<EconomyAddress>) => void }) {
  const { t } = useTranslation('admin-economy');
  const coins = detailNumber(entry.details, 'coins');
  const reason = detailString(entry.details, 'reason');
  return (
    <ListItem
      divider
      data-testid="audit-entry"
      sx={{
        display: 'grid',
        gap: { xs: 0.75, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '160px 200px minmax(0, 1fr) 200px' },
        alignItems: 'start',
        py: 1.5,
      }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t(`audit.actions.${entry.action}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <RelativeTime value={entry.createdAt} />
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {entry.actor ? (
          <PersonLine person={entry.actor} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('audit.unknownActor')}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {coins !== null && <CoinAmount coins={coins} signed strong />}
        {reason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('audit.reason')}{' '}
            </Box>
            {reason}
          </Typography>
        )}
      </Box>
      <Subject entry={entry} go={go} />
    </ListItem>
  );
}

/** What admins did on money (adjustments, reversals): who, when, why, newest first. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin-economy');
  const [address, setAddress] = useUrlFilters(economyAddress);
  const action = address.action;
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  // A link to what an entry is about leaves the log, and its filter.
  const go = (changes: Partial<EconomyAddress>) =>
    setAddress((current) => ({ ...current, action: '', ...changes }));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <TextField
          select
          size="small"
          label={t('audit.filterAction')}
          value={action}
          onChange={(event) =>
            setAddress((current) => ({ ...current, action: event.target.value as AuditAction | '' }))
          }
          sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('audit.anyAction')}</MenuItem>
          {auditActions.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`audit.actions.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
      {log.isPending ? (
        <RowsSkeleton label={t('audit.loading')} />
      ) : log.isError && entries.length === 0 ? (
        <ListError
          surface="outlined"
          title={t('audit.loadError')}
          message={problemMessage(log.error, t, economyProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<HistoryOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('audit.emptyTitle')}
          body={t('audit.emptyBody')}
        />
      ) : (
        <Box>
          <Paper variant="outlined">
            <List disablePadding aria-label={t('audit.label')}>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} go={go} />
              ))}
            </List>
          </Paper>
          <BackOfficeListEnd
            query={log}
            problem={(error) => problemMessage(error, t, economyProblems)}
            loadingLabel={t('list.loadingMore')}
            loadMoreLabel={t('list.loadMore')}
            retryLabel={t('actions.retry')}
            endText={t('audit.end')}
          />
        </Box>
      )}
    </Box>
  );
}
