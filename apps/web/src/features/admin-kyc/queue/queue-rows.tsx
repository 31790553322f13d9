import type { EndpointAnswer } from '@betogether/contracts/common/endpoint';
import type { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
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
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { daysWaiting, regionName } from '../admin-kyc-format';
import { DuplicateFlag } from '../components/duplicate-flag';
import { MemberLine } from '../components/member-line';
import { StatusChip } from '../components/status-chip';
import type { QueueReturn } from '../request/kyc-request-page';

type Item = EndpointAnswer<typeof kycAdminEndpoints.queue>['items'][number];
type Props = { items: Item[]; label: string };

const columns = ['member', 'document', 'country', 'sent', 'status', 'checks'] as const;

const hrefOf = (item: Item) => paths.adminKycRequest.href({ detailsKyc: item.id });

/** The request's page is told the queue's filters, for its way back. */
function useReturnState(): QueueReturn {
  return { queueSearch: useLocation().search };
}

/** "Sent 3 days ago", and how long it has waited when it still waits (oldest first, so it matters). */
function Sent({ item }: { item: Item }) {
  const { t } = useTranslation('admin-kyc');
  const days = item.status === 'pending' ? daysWaiting(item.submittedAt, new Date()) : 0;
  return (
    <>
      <RelativeTime value={item.submittedAt} />
      {days > 0 && (
        <Typography
          component="span"
          variant="caption"
          color={days >= 2 ? 'warning.main' : 'text.secondary'}
          sx={{ display: 'block', fontWeight: days >= 2 ? 600 : 400 }}
        >
          {t('queue.waiting', { count: days })}
        </Typography>
      )}
    </>
  );
}

/** The requests as a dense table (md and wider). The member's name opens the request; so does the row. */
export function QueueTable({ items, label }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const navigate = useNavigate();
  const state = useReturnState();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`queue.${column}`)}</TableCell>
            ))}
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.id}
              hover
              onClick={() => navigate(hrefOf(item), { state })}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              data-testid="kyc-queue-row"
            >
              <TableCell sx={{ py: 1.25 }}>
                <MemberLine
                  person={item.member}
                  name={
                    <Link
                      component={RouterLink}
                      to={hrefOf(item)}
                      state={state}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={t('queue.open', { name: item.member.displayName })}
                    >
                      {item.member.displayName}
                    </Link>
                  }
                />
              </TableCell>
              <TableCell>{t(`documentTypes.${item.documentType}`)}</TableCell>
              <TableCell>{regionName(item.country, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Sent item={item} />
              </TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
              <TableCell>{item.possibleDuplicate && <DuplicateFlag />}</TableCell>
              <TableCell padding="checkbox">
                <ChevronRightRounded color="action" aria-hidden sx={{ display: 'block' }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The requests as cards (below md), each one a link to the request. */
export function QueueCards({ items, label }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const state = useReturnState();
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {items.map((item, index) => (
          <ListItem key={item.id} disablePadding divider={index < items.length - 1}>
            <ListItemButton
              component={RouterLink}
              to={hrefOf(item)}
              state={state}
              aria-label={t('queue.open', { name: item.member.displayName })}
              aria-describedby={`kyc-queue-${item.id}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1.25 }}
              data-testid="kyc-queue-row"
            >
              <Box id={`kyc-queue-${item.id}`} sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
                <MemberLine person={item.member} />
                <Typography variant="body2">
                  {t(`documentTypes.${item.documentType}`)} · {regionName(item.country, i18n.language)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StatusChip status={item.status} />
                  {item.possibleDuplicate && <DuplicateFlag />}
                  <Typography component="span" variant="caption" color="text.secondary">
                    <Sent item={item} />
                  </Typography>
                </Box>
              </Box>
              <ChevronRightRounded color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
