import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { TabBar } from '@/ui/tab-bar';
import { useProfile } from '../api/get-profile';
import { useLiveRelationships } from '../api/use-live-relationships';
import { MemberFriends } from './member-friends';
import { ProfileHeaderCard } from './profile-header-card';
import { ProfileSkeleton } from './profile-skeleton';

const sections = ['posts', 'friends'] as const;

/** The open tab (`?tab=friends`), so Back and reload keep it; the posts when it says none. */
const profileAddress = defineUrlFilters({ tab: oneOf(sections) }, { tab: 'posts' });

type Props = {
  /** The member's uuid or username, as in the address. */
  userIdOrUsername: string;
  /** The Posts tab's content (the posts feature's list of the member's posts). */
  renderPosts?: (userId: string) => ReactNode;
};

/**
 * /social/profile/{userId}: a member's cover, photo, details and counts, the actions the viewer
 * may take, then their posts or their friends (`?tab=friends`, so Back and reload keep the tab).
 */
export function UserProfilePage({ userIdOrUsername, renderPosts }: Props) {
  const { t } = useTranslation('friends');
  const query = useProfile(userIdOrUsername);
  useLiveRelationships();
  const [address, setAddress] = useUrlFilters(profileAddress);
  const section = address.tab;
  const profile = query.data;
  const id = useId();

  useEffect(() => {
    if (profile) document.title = `${profile.person.displayName} · BeTogether`;
  }, [profile]);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError || !profile) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <EmptyState
          icon={<PersonOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('profile.notFoundTitle')}
          body={t('profile.notFoundBody')}
          action={
            <Button variant="contained" component={RouterLink} to={paths.feed.href()}>
              {t('profile.backToFeed')}
            </Button>
          }
        />
      );
    return (
      <ListError
        title={t('profile.errorTitle')}
        message={problemMessage(query.error, t, { ns: 'friends' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const friendsHref = paths.userProfile.href(
    { userId: userIdOrUsername },
    { query: profileAddress.write({ tab: 'friends' }) },
  );
  if (profile.relationship.blockedByMe)
    return (
      <>
        <ProfileHeaderCard profile={profile} friendsHref={friendsHref} />
        <Alert severity="info">{t('profile.blockedNotice', { name: profile.person.displayName })}</Alert>
      </>
    );

  return (
    <>
      <ProfileHeaderCard profile={profile} friendsHref={friendsHref} />
      <TabBar
        value={section}
        onChange={(next) => setAddress({ tab: next }, { replace: true })}
        label={t('profile.tabs.label')}
        items={sections.map((tab) => ({
          value: tab,
          label: t(`profile.tabs.${tab}`),
          id: `${id}-tab-${tab}`,
          controls: `${id}-panel`,
        }))}
        sx={{ mb: 2 }}
      />
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${section}`}>
        {section === 'friends' ? (
          <MemberFriends profile={profile} />
        ) : (
          // The posts feature fills this slot (see the route file).
          <Box data-testid="profile-posts-slot">{renderPosts?.(profile.person.id)}</Box>
        )}
      </Box>
    </>
  );
}
