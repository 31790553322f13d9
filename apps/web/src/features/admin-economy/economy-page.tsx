import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdjustmentDialog } from './adjustment/adjustment-dialog';
import type { AdjustmentMember } from './adjustment/adjustment-form';
import { AuditLogPanel } from './audit/audit-log-panel';
import { CoinPacksPanel } from './coin-packs/coin-packs-panel';
import { TransactionsPanel } from './transactions/transactions-panel';

const TABS = ['transactions', 'audit', 'packs'] as const;
type EconomyTab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

/** `?tab=` of the page; the transactions by default (and for anything unknown). */
function tabOf(params: URLSearchParams): EconomyTab {
  const value = params.get(TAB_PARAM);
  return TABS.includes(value as EconomyTab) ? (value as EconomyTab) : 'transactions';
}

/**
 * /admin_betogether/dashboard-transaction: the ledger for admins. Every transaction (filters,
 * detail, reversal, CSV), manual adjustments, the audit log of what admins did, and the coin
 * packs the store sells (ROUTES.md has no admin route of their own: see docs/decisions.md).
 */
export function AdminEconomyPage() {
  const { t } = useTranslation('admin-economy');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const [adjusting, setAdjusting] = useState<{ member: AdjustmentMember | null } | null>(null);

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const select = (next: EconomyTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'transactions') updated.delete(TAB_PARAM);
      else updated.set(TAB_PARAM, next);
      return updated;
    });

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
          {TABS.map((value) => (
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
