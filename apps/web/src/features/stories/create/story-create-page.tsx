import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { TabBar } from '@/ui/tab-bar';
import { StoryArchive } from '../archive/story-archive';
import { CloseFriendsPanel } from '../close-friends/close-friends-panel';
import { NewStoryForm } from './new-story-form';

const tabs = ['new', 'archive', 'close-friends'] as const;
type Tab = (typeof tabs)[number];

/** The open tab is in the address (`?tab=archive`): Back and a reload keep it. */
const createAddress = defineUrlFilters({ tab: oneOf(tabs) }, { tab: 'new' });

const tabLabels: Record<Tab, string> = {
  new: 'tabs.new',
  archive: 'tabs.archive',
  'close-friends': 'tabs.closeFriends',
};

/** /social/story/create: a new story, the member's archive, and their close-friends list. */
export function StoryCreatePage() {
  const { t } = useTranslation('stories');
  const id = useId();
  const [address, setAddress] = useUrlFilters(createAddress);
  const tab = address.tab;

  useEffect(() => {
    document.title = `${t(tabLabels[tab])} · BeTogether`;
  }, [t, tab]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" component="h1" sx={{ px: { xs: 1.5, sm: 0 } }}>
        {t('create.title')}
      </Typography>
      <TabBar
        value={tab}
        onChange={(next) => setAddress({ tab: next }, { replace: true })}
        label={t('tabs.label')}
        items={tabs.map((value) => ({
          value,
          label: t(tabLabels[value]),
          id: `${id}-${value}-tab`,
          controls: `${id}-panel`,
        }))}
      />
      <Card
        component="section"
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}-tab`}
        sx={{ borderRadius: { xs: 0, sm: 3 } }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'new' && <NewStoryForm onEditCloseFriends={() => setAddress({ tab: 'close-friends' })} />}
          {tab === 'archive' && <StoryArchive />}
          {tab === 'close-friends' && <CloseFriendsPanel />}
        </CardContent>
      </Card>
    </Box>
  );
}
