import type { Suggestion } from '@betogether/contracts/friends/friends.schemas';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { useRelationshipAction } from '../api/use-relationship-action';
import { PersonAvatar } from '../components/person-avatar';

/**
 * One person you may know: photo, name, mutual friends, Add friend (then Cancel) and Remove.
 * The card stays after a request is sent, showing it, until the list is opened again.
 */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('friends');
  const notify = useNotify();
  const { person } = suggestion;
  const name = person.displayName;
  const send = useRelationshipAction('sendRequest');
  const cancel = useRelationshipAction('cancelRequest');
  const dismiss = useDismissSuggestion();
  const [sent, setSent] = useState(false);
  const busy = send.isPending || cancel.isPending;

  const toggle = async () => {
    try {
      if (sent) {
        await cancel.mutateAsync(person.id);
        setSent(false);
        notify(t('done.requestCancelled', { name }));
      } else {
        const answer = await send.mutateAsync(person.id);
        setSent(answer.relationship.status === 'request_sent');
        notify(t(answer.relationship.status === 'friends' ? 'done.accepted' : 'done.requestSent', { name }));
      }
    } catch (error) {
      notify(problemMessage(error, t, { ns: 'friends' }), 'error');
    }
  };

  // The card unmounts at once (optimistic removal): the promise still reports the outcome.
  const remove = async () => {
    try {
      await dismiss.mutateAsync(person.id);
      notify(t('done.dismissed', { name }), 'info');
    } catch (error) {
      notify(problemMessage(error, t, { ns: 'friends' }), 'error');
    }
  };

  return (
    <Card
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component={RouterLink}
        to={paths.userProfile.href({ userId: person.id })}
        tabIndex={-1}
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: 'center',
          pt: 2.5,
          bgcolor: 'action.hover',
          textDecoration: 'none',
        }}
      >
        <PersonAvatar person={person} size={96} sx={{ mb: -3, border: 3, borderColor: 'background.paper' }} />
      </Box>
      <CardContent sx={{ pt: 4, pb: 1, textAlign: 'center', flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.userProfile.href({ userId: person.id })}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {suggestion.mutualFriendsCount > 0
            ? t('mutualFriends', { count: suggestion.mutualFriendsCount })
            : suggestion.sameCountry
              ? t('sameCountry')
              : t('noMutualFriends')}
        </Typography>
      </CardContent>
      <CardActions
        sx={{ flexDirection: 'column', gap: 1, px: 1.5, pb: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          fullWidth
          variant={sent ? 'outlined' : 'contained'}
          startIcon={sent ? undefined : <PersonAddAlt1Outlined />}
          onClick={() => void toggle()}
          loading={busy}
        >
          {sent ? t('actions.cancelRequest') : t('actions.addFriend')}
        </Button>
        {!sent && (
          <Button
            fullWidth
            color="inherit"
            onClick={() => void remove()}
            disabled={busy || dismiss.isPending}
            aria-label={t('actions.removeLabel', { name })}
          >
            {t('actions.remove')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
