import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/lib/use-translation';
import { type WithdrawalTab, withdrawalTabs } from '../withdrawals-address';

/**
 * The status tabs over the list; on a phone they scroll sideways under the finger (no scroll buttons
 * there: they would hide the chosen tab). The panel they control is `panelId`.
 */
export function StatusTabs({
  tab,
  panelId,
  onSelect,
}: {
  tab: WithdrawalTab;
  panelId: string;
  onSelect: (tab: WithdrawalTab) => void;
}) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <Tabs
      aria-label={t('tabs.label')}
      value={tab}
      onChange={(_event, next: WithdrawalTab) => onSelect(next)}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {withdrawalTabs.map((status) => (
        <Tab
          key={status}
          value={status}
          id={`${panelId}-${status}`}
          aria-controls={panelId}
          label={t(`tabs.${status}`)}
        />
      ))}
    </Tabs>
  );
}
