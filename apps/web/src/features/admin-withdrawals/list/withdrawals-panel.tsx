import { WITHDRAWAL_BULK_MAX } from '@betogether/contracts/withdrawals/withdrawals.constants';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import type { useWithdrawals } from '../api/get-withdrawals';
import type { WithdrawalTab } from '../withdrawals-address';
import { BulkApproveDialog } from './bulk-approve-dialog';
import { selectable, type WithdrawalItem } from './row-selection';
import { SelectionBar } from './selection-bar';
import { WithdrawalCards } from './withdrawal-cards';
import { WithdrawalsTable } from './withdrawals-table';

type Props = {
  list: ReturnType<typeof useWithdrawals>;
  tab: WithdrawalTab;
  filtered: boolean;
  threshold: number | null;
  onOpen: (id: string) => void;
  onClearFilters: () => void;
};

/**
 * The list of one tab and filters: skeleton, error with retry, empty state, then the table (md and
 * wider) or the cards, with the next pages as they come into view. Pending rows can be ticked for
 * "Approve selected" (at most WITHDRAWAL_BULK_MAX at once); the page remounts it when the filters
 * change, so a selection never hides behind other filters.
 */
export function WithdrawalsPanel({ list, tab, filtered, threshold, onOpen, onClearFilters }: Props) {
  const { t } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [selected, setSelected] = useState<Map<string, WithdrawalItem>>(new Map());
  const [approving, setApproving] = useState<WithdrawalItem[] | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The results close onto a list whose "Approve selected" is gone: the focus goes to the list.
  const closeBulk = () => {
    setApproving(null);
    setTimeout(() => {
      if (document.activeElement === document.body) listRef.current?.focus();
    });
  };
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const toggle = (item: WithdrawalItem) => {
    if (!selected.has(item.id) && selected.size >= WITHDRAWAL_BULK_MAX) {
      notify(t('bulk.tooMany', { max: WITHDRAWAL_BULK_MAX }));
      return;
    }
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  };
  const toggleAll = () => {
    const pending = items.filter(selectable);
    if (pending.length > 0 && pending.every((item) => selected.has(item.id))) setSelected(new Map());
    else {
      if (pending.length > WITHDRAWAL_BULK_MAX) notify(t('bulk.tooMany', { max: WITHDRAWAL_BULK_MAX }));
      setSelected(new Map(pending.slice(0, WITHDRAWAL_BULK_MAX).map((item) => [item.id, item])));
    }
  };

  if (list.isPending) return <RowsSkeleton label={t('list.loading')} />;
  if (list.isError && items.length === 0)
    return (
      <ListError
        onRetry={() => void list.refetch()}
        retryLabel={t('actions.retry')}
        title={t('list.loadError')}
        message={problemMessage(list.error, t, withdrawalsProblems)}
        surface="outlined"
      />
    );
  if (items.length === 0) {
    const clear = (
      <Button variant="outlined" onClick={onClearFilters}>
        {t('filters.clear')}
      </Button>
    );
    return (
      <EmptyState
        icon={<PaymentsOutlined aria-hidden sx={{ mb: 1, fontSize: 48, color: 'text.disabled' }} />}
        title={filtered ? t('list.emptyFilteredTitle') : t(`list.empty.${tab}`)}
        body={t(filtered ? 'list.emptyFilteredBody' : 'list.emptyBody')}
        action={filtered ? clear : undefined}
        surface="outlined"
      />
    );
  }

  const rows = { items, selected: new Set(selected.keys()), onToggle: toggle, onOpen };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {selected.size > 0 && (
        <SelectionBar
          items={[...selected.values()]}
          onClear={() => setSelected(new Map())}
          onApprove={() => setApproving([...selected.values()])}
        />
      )}
      <Box ref={listRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {wide ? <WithdrawalsTable {...rows} onToggleAll={toggleAll} /> : <WithdrawalCards {...rows} />}
        <BackOfficeListEnd
          query={list}
          problem={(error) => problemMessage(error, t, withdrawalsProblems)}
          loadingLabel={t('list.loadingMore')}
          loadMoreLabel={t('list.loadMore')}
          retryLabel={t('actions.retry')}
          endText={t('list.end')}
        />
      </Box>
      {approving && (
        <BulkApproveDialog
          items={approving}
          threshold={threshold}
          onDone={() => setSelected(new Map())}
          onClose={closeBulk}
        />
      )}
    </Box>
  );
}
