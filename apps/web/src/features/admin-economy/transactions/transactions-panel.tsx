import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import type { AdjustmentMember } from '../adjustment/adjustment-form';
import { exportTransactionsCsv } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import { EconomyListEnd } from '../components/economy-list-end';
import { economyProblem } from '../components/economy-problem';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import {
  activeFilterCount,
  filtersFromSearch,
  noFilters,
  searchWithFilters,
  type TransactionFilters,
  transactionsQueryOf,
} from './transaction-filters';
import { TransactionFiltersBar } from './transaction-filters-bar';
import { TransactionsList, TransactionsTable } from './transaction-rows';

/** The address parameter of the open transaction (a detail is a link an admin can share). */
const DETAIL_PARAM = 'tx';

/** Every transaction of the ledger: filters in the address, keyset pages, detail, CSV export. */
export function TransactionsPanel({ onAdjust }: { onAdjust: (member: AdjustmentMember | null) => void }) {
  const { t } = useTranslation('admin-economy');
  const notify = useNotify();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text is their identity.
  const query = useMemo(() => transactionsQueryOf(filters), [filterKey]);
  const list = useTransactions(query);
  const [exporting, setExporting] = useState(false);
  const openId = params.get(DETAIL_PARAM);

  const applyFilters = (next: TransactionFilters) =>
    setParams((current) => {
      const updated = searchWithFilters(current, next);
      updated.delete(DETAIL_PARAM);
      return updated;
    });
  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(DETAIL_PARAM, id);
      return next;
    });
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DETAIL_PARAM);
        return next;
      },
      { replace: true },
    );
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportTransactionsCsv(query);
    } catch (error) {
      notify(economyProblem(error, t), 'error');
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
          message={economyProblem(list.error, t)}
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
          <EconomyListEnd query={list} endText={t('list.end')} />
        </Box>
      )}
      <TransactionDetailDialog id={openId} onClose={close} onOpen={open} onAdjust={onAdjust} />
    </Box>
  );
}
