import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import PeopleOutlineOutlined from '@mui/icons-material/PeopleOutlineOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { TextInput } from '@/ui/text-input';
import { useMemberFriends } from '../api/get-member-friends';
import { LoadMore } from '../components/load-more';
import { PersonAvatar } from '../components/person-avatar';

/** Waits until typing pauses before a new search (one request per pause, not per key). */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function FriendSkeletons() {
  return (
    <>
      {[0, 1, 2, 3].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1 }}>
            <Skeleton variant="circular" width={56} height={56} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Box>
          </Box>
        </Grid>
      ))}
    </>
  );
}

/** The Friends tab: a member's friends with a name filter, loading more as the end comes into view. */
export function MemberFriends({ profile }: { profile: Profile }) {
  const { t } = useTranslation('friends');
  const { userData } = useSession();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const query = useMemberFriends(profile.person.id, q);
  const own = profile.relationship.status === 'self';
  const friends = query.data?.pages.flatMap((page) => page.items) ?? [];
  const label = t('profile.friendsLabel', { name: profile.person.displayName });

  let body: ReactNode;
  if (query.isPending) body = <FriendSkeletons />;
  else if (query.isError && !query.data)
    body = (
      <Grid size={12}>
        <ListError
          title={t('profile.friendsError')}
          message={problemMessage(query.error, t, { ns: 'friends' })}
          retryLabel={t('actions.retry')}
          onRetry={() => void query.refetch()}
        />
      </Grid>
    );
  else if (friends.length === 0)
    body = (
      <Grid size={12}>
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {q
            ? t('profile.friendsNoMatch', { q })
            : own
              ? t('profile.friendsEmptyOwn')
              : t('profile.friendsEmpty', { name: profile.person.displayName })}
        </Typography>
        {own && !q && (
          <Box sx={{ textAlign: 'center' }}>
            <Button variant="contained" component={RouterLink} to={paths.friendSuggestions.href()}>
              {t('profile.findFriends')}
            </Button>
          </Box>
        )}
      </Grid>
    );
  else
    body = friends.map((friend) => {
      const isViewer = friend.person.id === userData?.id;
      return (
        <Grid key={friend.person.id} size={{ xs: 12, sm: 6 }} component="li" sx={{ listStyle: 'none' }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1, borderRadius: 2, minWidth: 0 }}>
            <PersonAvatar person={friend.person} size={56} />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={paths.userProfile.href({ userId: friend.person.id })}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
              >
                {friend.person.displayName}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {isViewer
                  ? t('profile.you')
                  : friend.mutualFriendsCount > 0
                    ? t('mutualFriends', { count: friend.mutualFriendsCount })
                    : `@${friend.person.username}`}
              </Typography>
            </Box>
          </Box>
        </Grid>
      );
    });

  if (!own && profile.friendsCount === 0 && !q)
    return (
      <EmptyState
        icon={<PeopleOutlineOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t('profile.friendsTitle')}
        body={t('profile.friendsEmpty', { name: profile.person.displayName })}
      />
    );

  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
            {t('profile.friendsTitle')}
          </Typography>
          <TextInput
            label={t('profile.friendsSearch')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            size="small"
            type="search"
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 260 } }}
            startAdornment={
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            }
          />
        </Box>
        <Grid container spacing={1} component="ul" sx={{ p: 0, m: 0 }} aria-busy={query.isFetching}>
          {body}
        </Grid>
        {friends.length > 0 && <LoadMore query={query} />}
      </CardContent>
    </Card>
  );
}
