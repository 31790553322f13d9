import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { PersonAvatar } from '../components/person-avatar';
import { ProfileActions } from './profile-actions';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** Cover, photo, name, bio, details, counts and the actions of a member's profile. */
export function ProfileHeaderCard({ profile, friendsHref }: { profile: Profile; friendsHref: string }) {
  const { t, i18n } = useTranslation('friends');
  const { person, relationship } = profile;
  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(profile.joinedAt),
  );
  const showMutual =
    relationship.status !== 'self' && profile.mutualFriendsCount !== null && profile.mutualFriendsCount > 0;

  return (
    <Card sx={{ mb: 2, overflow: 'hidden' }}>
      <Box
        sx={{
          height: { xs: 120, sm: 200 },
          background: profile.coverUrl
            ? undefined
            : 'linear-gradient(120deg, #1E4FD8 0%, #4C7BF0 55%, #F2B705 130%)',
        }}
      >
        {profile.coverUrl && (
          <Box
            component="img"
            src={profile.coverUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <PersonAvatar
          person={person}
          size={120}
          sx={{ mt: '-60px', border: 4, borderColor: 'background.paper', bgcolor: 'primary.main' }}
        />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            justifyContent: 'space-between',
            gap: 2,
            mt: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {person.displayName}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Typography color="text.secondary">@{person.username}</Typography>
              {relationship.followsMe && relationship.status !== 'self' && (
                <Chip size="small" label={t('profile.followsYou')} />
              )}
            </Box>
            {profile.friendsCount !== null && (
              <Box aria-label={t('profile.counts')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <Link component={RouterLink} to={friendsHref} underline="hover" sx={{ fontWeight: 600 }}>
                  {t('profile.friendsCount', { count: profile.friendsCount })}
                </Link>
                <Typography component="span" color="text.secondary">
                  {t('profile.followersCount', { count: profile.followersCount ?? 0 })}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {t('profile.followingCount', { count: profile.followingCount ?? 0 })}
                </Typography>
              </Box>
            )}
            {showMutual && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('mutualFriends', { count: profile.mutualFriendsCount ?? 0 })}
              </Typography>
            )}
          </Box>
          <ProfileActions profile={profile} />
        </Box>
        {profile.bio && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{profile.bio}</Typography>}
        <Box
          component="ul"
          aria-label={t('profile.details')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', gap: 2.5, flexWrap: 'wrap' }}
        >
          {profile.country && (
            <Detail icon={<PlaceOutlined fontSize="small" />}>
              {t('profile.country', { country: countryName(profile.country, i18n.language) })}
            </Detail>
          )}
          <Detail icon={<CalendarMonthOutlined fontSize="small" />}>
            {t('profile.joined', { date: joined })}
          </Detail>
        </Box>
      </Box>
    </Card>
  );
}
