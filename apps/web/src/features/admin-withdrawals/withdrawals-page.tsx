import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { withdrawalsProblems } from './admin-withdrawals-problems';
import { exportWithdrawalsCsv } from './api/export-withdrawals';
import { useWithdrawalSettings } from './api/get-settings';
import { useWithdrawals } from './api/get-withdrawals';
import { WithdrawalDetailDialog } from './detail/withdrawal-detail-dialog';
import { FiltersBar } from './list/filters-bar';
import { StatusTabs } from './list/status-tabs';
import { WithdrawalsPanel } from './list/withdrawals-panel';
import { SettingsCard } from './settings/settings-card';
import { activeFilterCount, filtersOf, noFilters, withdrawalsQueryOf } from './withdrawal-filters';
import { withdrawalsAddress } from './withdrawals-address';

const PANEL = 'withdrawals-panel';

/**
 * /admin_betogether/withdrawal/withdrawallist: finance's withdrawals. The status tabs and filters
 * live in the address, the list pages by keyset, pending ones are approved one by one or together,
 * a detail approves (two admins above the threshold), pays or rejects; the CSV takes the same
 * filters; the limits and the threshold are set here.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const [address, setAddress] = useUrlFilters(withdrawalsAddress);
  const filters = filtersOf(address);
  const filterText = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text is their identity.
  const query = useMemo(() => withdrawalsQueryOf(address.status, filters), [address.status, filterText]);
  const list = useWithdrawals(query);
  const threshold = useWithdrawalSettings().data?.secondApprovalAboveCoins ?? null;
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  // A new tab or new filters close the open withdrawal; closing it replaces the history entry.
  const change = (values: Partial<typeof address>) =>
    setAddress((current) => ({ ...current, ...values, w: null }));
  const download = () => {
    setDownloading(true);
    exportWithdrawalsCsv(query)
      .catch((error: unknown) => notify(problemMessage(error, t, withdrawalsProblems), 'error'))
      .finally(() => setDownloading(false));
  };
  const nothing = list.isSuccess && list.data.pages.every((page) => page.items.length === 0);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, px: { xs: 1, sm: 0 } }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography component="h1" variant="h2">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Button
          onClick={download}
          loading={downloading}
          disabled={nothing}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
        >
          {t('list.downloadCsv')}
        </Button>
      </Box>
      <SettingsCard />
      <StatusTabs tab={address.status} panelId={PANEL} onSelect={(status) => change({ status })} />
      <Box
        id={PANEL}
        role="tabpanel"
        aria-labelledby={`${PANEL}-${address.status}`}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <FiltersBar filters={filters} onApply={(next) => change(next)} />
        <WithdrawalsPanel
          key={JSON.stringify(query)}
          list={list}
          tab={address.status}
          filtered={activeFilterCount(filters) > 0}
          threshold={threshold}
          onOpen={(id) => setAddress((current) => ({ ...current, w: id }))}
          onClearFilters={() => change(noFilters)}
        />
      </Box>
      <WithdrawalDetailDialog
        id={address.w ?? null}
        threshold={threshold}
        onClose={() => setAddress((current) => ({ ...current, w: null }), { replace: true })}
      />
    </Box>
  );
}
