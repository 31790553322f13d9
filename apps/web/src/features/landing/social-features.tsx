import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { IconBadge } from './icon-badge';
import { LandingSection } from './landing-section';

const features: { key: 'friends' | 'groups' | 'events' | 'stories' | 'chat'; icon: ReactNode }[] = [
  { key: 'friends', icon: <PeopleIcon /> },
  { key: 'groups', icon: <GroupsIcon /> },
  { key: 'events', icon: <EventIcon /> },
  { key: 'stories', icon: <AutoStoriesIcon /> },
  { key: 'chat', icon: <ForumIcon /> },
];

export function SocialFeatures() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id="landing-social-title"
      title={t('social.title')}
      lead={t('social.lead')}
      surface="paper"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {features.map((feature) => (
          <Box
            component="li"
            key={feature.key}
            sx={{
              p: 2.5,
              borderRadius: 3,
              bgcolor: 'background.default',
              display: 'flex',
              flexDirection: { xs: 'row', lg: 'column' },
              gap: 2,
              alignItems: 'flex-start',
            }}
          >
            <IconBadge>{feature.icon}</IconBadge>
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                {t(`social.${feature.key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
                {t(`social.${feature.key}.body`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
