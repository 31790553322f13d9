import { type ReviewQueue, reviewQueues } from '@betogether/contracts/tasks/tasks.constants';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { adminTasksAddress } from './admin-tasks-address';
import { useReviewQueue } from './api/get-review-queue';
import { QueuePanel } from './queue/queue-panel';
import { SettingsCard } from './settings/settings-card';

/**
 * /admin_betogether/dashboard-special-task: partners' first tasks to approve, special-task proofs
 * left to admins, members' reports of tasks, and the rules of the tasks' economy.
 */
export function AdminTasksPage() {
  const { t, i18n } = useTranslation('admin-tasks');
  const [address, setAddress] = useUrlFilters(adminTasksAddress);
  const tab = address.tab;
  const list = useReviewQueue(tab);
  // Every page of any queue carries the three counts: the one on screen is the freshest.
  const counts = list.data?.pages[0]?.counts;

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box>
        <Typography variant="h2" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={tab}
              onChange={(_event, value: ReviewQueue) => setAddress({ tab: value })}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t('tabs.label')}
            >
              {reviewQueues.map((value) => (
                <Tab
                  key={value}
                  value={value}
                  label={
                    counts
                      ? t('tabs.withCount', {
                          label: t(`tabs.${value}`),
                          n: formatCoins(counts[value], i18n.language),
                        })
                      : t(`tabs.${value}`)
                  }
                  id={`admin-tasks-tab-${value}`}
                  aria-controls={`admin-tasks-panel-${value}`}
                />
              ))}
            </Tabs>
          </Box>
          <Box
            role="tabpanel"
            id={`admin-tasks-panel-${tab}`}
            aria-labelledby={`admin-tasks-tab-${tab}`}
            sx={{ minWidth: 0 }}
          >
            <QueuePanel queue={tab} list={list} />
          </Box>
        </Box>
        <SettingsCard />
      </Box>
    </Box>
  );
}
