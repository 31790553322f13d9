import { friendRequestDirections } from '@betogether/contracts/friends/friends.constants';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, oneOf, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { type RequestDirection, useFriendRequests } from '../api/get-friend-requests';
import { useLiveRelationships } from '../api/use-live-relationships';
import { LoadMore } from '../components/load-more';
import { InvitationItem } from './invitation-item';

function RequestSkeletons() {
  const { t } = useTranslation('friends');
  return (
    <Card role="status" aria-busy="true" aria-label={t('invitations.loading')}>
      {[0, 1, 2].map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }}>
          <Skeleton variant="circular" width={56} height={56} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="rounded" width={90} height={36} />
        </Box>
      ))}
    </Card>
  );
}

function RequestList({ direction }: { direction: RequestDirection }) {
  const { t } = useTranslation('friends');
  const query = useFriendRequests(direction);
  const requests = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <RequestSkeletons />;
  if (query.isError && !query.data)
    return (
      <ListError
        title={t('invitations.errorTitle')}
        message={problemMessage(query.error, t, { ns: 'friends' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (requests.length === 0)
    return (
      <EmptyState
        icon={
          direction === 'received' ? (
            <InboxOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
          ) : (
            <OutboxOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
          )
        }
        title={t(`invitations.${direction}EmptyTitle`)}
        body={t(`invitations.${direction}EmptyBody`)}
        action={
          <Button variant="contained" component={RouterLink} to={paths.friendSuggestions.href()}>
            {t('invitations.findFriends')}
          </Button>
        }
      />
    );
  return (
    <>
      <Card>
        <Box
          component="ul"
          aria-label={t(`invitations.${direction}Label`)}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {requests.map((request) => (
            <InvitationItem key={request.person.id} request={request} direction={direction} />
          ))}
        </Box>
      </Card>
      <LoadMore query={query} />
    </>
  );
}

/** The open list (`?tab=sent`); the requests received when it says none. */
const invitationsAddress = defineUrlFilters({ tab: oneOf(friendRequestDirections) }, { tab: 'received' });

/**
 * /social/invitations/index-invitations: friend requests received and sent (`?tab=sent`), answered
 * in place.
 */
export function InvitationsPage() {
  const { t } = useTranslation('friends');
  const [address, setAddress] = useUrlFilters(invitationsAddress);
  const direction = address.tab;
  useLiveRelationships();
  const id = useId();

  useEffect(() => {
    document.title = `${t('invitations.title')} · BeTogether`;
  }, [t]);

  const tabs: Array<[RequestDirection, ReactNode]> = [
    ['received', t('invitations.received')],
    ['sent', t('invitations.sent')],
  ];
  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t('invitations.title')}
      </Typography>
      <Tabs
        value={direction}
        onChange={(_event, next: RequestDirection) => setAddress({ tab: next }, { replace: true })}
        aria-label={t('invitations.tabsLabel')}
        variant="fullWidth"
        sx={{ mb: 2, bgcolor: 'background.paper', borderRadius: 3, minHeight: 44 }}
      >
        {tabs.map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel`}
            sx={{ minHeight: 44 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${direction}`}>
        <RequestList key={direction} direction={direction} />
      </Box>
    </Box>
  );
}
