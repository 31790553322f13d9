import type { FriendRequest } from '@betogether/contracts/friends/friends.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { friendKeys } from '../api/friend-keys';
import type { RequestDirection } from '../api/get-friend-requests';
import { useRelationshipAction } from '../api/use-relationship-action';
import { PersonAvatar } from '../components/person-avatar';

/**
 * One pending request: who, mutual friends, when, and the answers (Accept / Decline received,
 * Cancel sent). The item leaves the list at once and comes back if the server refuses.
 */
export function InvitationItem({
  request,
  direction,
}: {
  request: FriendRequest;
  direction: RequestDirection;
}) {
  const { t } = useTranslation('friends');
  const notify = useNotify();
  const { person } = request;
  const name = person.displayName;
  const removeFrom = friendKeys.requests(direction);
  const accept = useRelationshipAction('acceptRequest', { removeFrom });
  const decline = useRelationshipAction('declineRequest', { removeFrom });
  const cancel = useRelationshipAction('cancelRequest', { removeFrom });

  // The item unmounts at once (optimistic removal): the promise, unlike per-call callbacks,
  // still reports the outcome afterwards.
  const answer = async (mutation: typeof accept, doneKey: string) => {
    try {
      await mutation.mutateAsync(person.id);
      notify(t(doneKey, { name }));
    } catch (error) {
      notify(problemMessage(error, t, { ns: 'friends' }), 'error');
    }
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        py: 1.5,
        px: { xs: 1.5, sm: 2 },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <PersonAvatar person={person} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.userProfile.href({ userId: person.id })}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {request.mutualFriendsCount > 0
              ? t('mutualFriends', { count: request.mutualFriendsCount })
              : t('noMutualFriends')}
            {' · '}
            <RelativeTime value={request.createdAt} />
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
        {direction === 'received' ? (
          <>
            <Button
              variant="contained"
              onClick={() => void answer(accept, 'done.accepted')}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {t('actions.accept')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => void answer(decline, 'done.declined')}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {t('actions.decline')}
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => void answer(cancel, 'done.requestCancelled')}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('actions.cancelRequest')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
