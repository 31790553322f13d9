import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { AdjustmentDialog } from './adjustment/adjustment-dialog';
import type { AdjustmentMember } from './adjustment/adjustment-form';
import { AuditLogPanel } from './audit/audit-log-panel';
import { CoinPacksPanel } from './coin-packs/coin-packs-panel';
import { type EconomyTab, economyAddress, economyTabs } from './economy-address';
import { TransactionsPanel } from './transactions/transactions-panel';

/**
 * /admin_betogether/dashboard-transaction: the ledger for admins. Every transaction (filters,
 * detail, reversal, CSV), manual adjustments, the audit log of what admins did, and the coin
 * packs the store sells (ROUTES.md has no admin route of their own: see docs/decisions.md).
 */
export function AdminEconomyPage() {
  const { t } = useTranslation('admin-economy');
  const [address, setAddress] = useUrlFilters(economyAddress);
  const tab = address.tab;
  const [adjusting, setAdjusting] = useState<{ member: AdjustmentMember | null } | null>(null);

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const select = (next: EconomyTab) => setAddress((current) => ({ ...current, tab: next }));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<TuneOutlined />}
          onClick={() => setAdjusting({ member: null })}
          sx={{ flexShrink: 0 }}
        >
          {t('adjustment.open')}
        </Button>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: EconomyTab) => select(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {economyTabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`tabs.${value}`)}
              id={`economy-tab-${value}`}
              aria-controls={`economy-panel-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`economy-panel-${tab}`}
        aria-labelledby={`economy-tab-${tab}`}
        sx={{ minWidth: 0 }}
      >
        {tab === 'transactions' && <TransactionsPanel onAdjust={(member) => setAdjusting({ member })} />}
        {tab === 'audit' && <AuditLogPanel />}
        {tab === 'packs' && <CoinPacksPanel />}
      </Box>
      {adjusting && <AdjustmentDialog initialMember={adjusting.member} onClose={() => setAdjusting(null)} />}
    </Box>
  );
}
