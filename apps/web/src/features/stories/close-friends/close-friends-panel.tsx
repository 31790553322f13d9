import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RowsSkeleton } from '@/ui/list-states';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { useChangeCloseFriends } from '../api/change-close-friends';
import { useCloseFriends } from '../api/get-close-friends';
import { AddCloseFriends } from './add-close-friends';
import { PersonRow } from './person-row';

const list = { m: 0, p: 0, listStyle: 'none' } as const;

/**
 * The "Close friends" tab: who sees the stories shared with close friends, with a remove button
 * each, and the member's friends to add from (searchable).
 */
export function CloseFriendsPanel() {
  const { t, i18n } = useTranslation('stories');
  const notify = useNotify();
  const query = useCloseFriends();
  const change = useChangeCloseFriends();
  const count = new Intl.NumberFormat(i18n.language);

  const update = (person: PersonSummary, add: boolean) =>
    change.mutate(
      { person, add },
      {
        onSuccess: () =>
          notify(t(add ? 'closeFriends.added' : 'closeFriends.removed', { name: person.displayName })),
        onError: (error) => notify(problemMessage(error, t, { ns: 'stories' }), 'error'),
      },
    );

  if (query.isPending) return <RowsSkeleton rows={4} label={t('closeFriends.loading')} />;
  if (query.isError)
    return (
      <RetryAlert
        message={problemMessage(query.error, t, { ns: 'stories' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );

  const { items, max } = query.data;
  const ids = new Set(items.map((person) => person.id));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
            {t('closeFriends.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('closeFriends.count', { used: count.format(items.length), max: count.format(max) })}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('closeFriends.explain')}
        </Typography>
        {items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <StarRounded sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
            <Typography color="text.secondary">{t('closeFriends.empty')}</Typography>
          </Box>
        ) : (
          <Box component="ul" sx={list} aria-label={t('closeFriends.title')}>
            {items.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                action={
                  <Button
                    color="inherit"
                    variant="outlined"
                    size="small"
                    onClick={() => update(person, false)}
                    aria-label={t('closeFriends.removeName', { name: person.displayName })}
                  >
                    {t('closeFriends.remove')}
                  </Button>
                }
              />
            ))}
          </Box>
        )}
      </Box>
      <AddCloseFriends
        isClose={(id) => ids.has(id)}
        full={items.length >= max}
        onAdd={(person) => update(person, true)}
      />
    </Box>
  );
}
