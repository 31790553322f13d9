import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import type { AdjustmentMember } from '../adjustment/adjustment-form';
import { exportTransactionsCsv } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import { economyAddress } from '../economy-address';
import { economyProblems } from '../economy-problems';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import {
  activeFilterCount,
  noFilters,
  type TransactionFilters,
  transactionFilters,
  transactionsQueryOf,
} from './transaction-filters';
import { TransactionFiltersBar } from './transaction-filters-bar';
import { TransactionsList, TransactionsTable } from './transaction-rows';

/** Every transaction of the ledger: filters in the address, keyset pages, detail, CSV export. */
export function TransactionsPanel({ onAdjust }: { onAdjust: (member: AdjustmentMember | null) => void }) {
  const { t } = useTranslation('admin-economy');
  const notify = useNotify();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [address, setAddress] = useUrlFilters(economyAddress);
  const filters = transactionFilters.pick(address);
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text is their identity.
  const query = useMemo(() => transactionsQueryOf(filters), [filterKey]);
  const list = useTransactions(query);
  const [exporting, setExporting] = useState(false);
  const openId = address.tx;

  const applyFilters = (next: TransactionFilters) =>
    setAddress((current) => ({ ...current, ...next, tx: null }));
  const open = (id: string) => setAddress((current) => ({ ...current, tx: id }));
  const close = () => setAddress((current) => ({ ...current, tx: null }), { replace: true });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportTransactionsCsv(query);
    } catch (error) {
      notify(problemMessage(error, t, economyProblems), 'error');
    } finally {
      setExporting(false);
    }
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = activeFilterCount(filters) > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TransactionFiltersBar filters={filters} onApply={applyFilters} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={list.isSuccess && items.length === 0}
        >
          {t('list.exportCsv')}
        </Button>
      </Box>
      {list.isPending ? (
        <RowsSkeleton label={t('list.loading')} />
      ) : list.isError && items.length === 0 ? (
        <ListError
          surface="outlined"
          title={t('list.loadError')}
          message={problemMessage(list.error, t, economyProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<ReceiptLongOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
          body={filtered ? t('list.emptyFilteredBody') : t('list.emptyBody')}
          action={
            filtered ? (
              <Button variant="outlined" onClick={() => applyFilters(noFilters)}>
                {t('filters.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box>
          {wide ? (
            <TransactionsTable items={items} onOpen={open} />
          ) : (
            <TransactionsList items={items} onOpen={open} />
          )}
          <BackOfficeListEnd
            query={list}
            problem={(error) => problemMessage(error, t, economyProblems)}
            loadingLabel={t('list.loadingMore')}
            loadMoreLabel={t('list.loadMore')}
            retryLabel={t('actions.retry')}
            endText={t('list.end')}
          />
        </Box>
      )}
      <TransactionDetailDialog id={openId} onClose={close} onOpen={open} onAdjust={onAdjust} />
    </Box>
  );
}
