import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { type ModerationTab, moderationAddress, moderationTabs } from './moderation-address';
import { ModeratorsPanel } from './moderators/moderators-panel';
import { QueuePanel } from './queue/queue-panel';

/**
 * /admin_betogether/moderation: what members reported, grouped by post, comment or profile, for
 * moderators and admins to decide on; admins also name the moderators here.
 */
export function ModerationPage() {
  const { t } = useTranslation('moderation');
  const { userData } = useSession();
  const [address, setAddress] = useUrlFilters(moderationAddress);
  const isAdmin = userData?.role === 'admin';
  const tab: ModerationTab = isAdmin ? address.tab : 'queue';

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
      {isAdmin && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_event, value: ModerationTab) =>
              setAddress((current) => ({ ...current, tab: value, case: null }))
            }
            aria-label={t('tabs.label')}
          >
            {moderationTabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`tabs.${value}`)}
                id={`moderation-tab-${value}`}
                aria-controls={`moderation-panel-${value}`}
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box
        role={isAdmin ? 'tabpanel' : undefined}
        id={`moderation-panel-${tab}`}
        aria-labelledby={isAdmin ? `moderation-tab-${tab}` : undefined}
        sx={{ minWidth: 0 }}
      >
        {tab === 'queue' ? <QueuePanel /> : <ModeratorsPanel />}
      </Box>
    </Box>
  );
}
