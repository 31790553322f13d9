import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import CheckRounded from '@mui/icons-material/CheckRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RowsSkeleton } from '@/ui/list-states';
import { RetryAlert } from '@/ui/retry-alert';
import { TextInput } from '@/ui/text-input';
import { useMyFriends } from '../api/get-my-friends';
import { PersonRow } from './person-row';

/** Waits until typing pauses before a new search (one request per pause, not per key). */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type Props = {
  isClose: (userId: string) => boolean;
  /** The list is at its limit: nobody more can be added. */
  full: boolean;
  onAdd: (person: PersonSummary) => void;
};

/** The member's friends, searchable by name, each with "Add" (or "On your list"). */
export function AddCloseFriends({ isClose, full, onAdd }: Props) {
  const { t } = useTranslation('stories');
  const { userData } = useSession();
  const id = useId();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const query = useMyFriends(userData?.id ?? '', q);
  const friends = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('closeFriends.addTitle')}
      </Typography>
      <TextInput
        label={t('closeFriends.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined aria-hidden />
          </InputAdornment>
        }
      />
      {full && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('closeFriends.full')}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        {query.isPending ? (
          <RowsSkeleton rows={3} label={t('closeFriends.friendsLoading')} />
        ) : query.isError && !query.data ? (
          <RetryAlert
            message={problemMessage(query.error, t, { ns: 'stories' })}
            retryLabel={t('actions.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : friends.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {q ? t('closeFriends.noMatch', { q }) : t('closeFriends.noFriends')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('closeFriends.addTitle')}>
            {friends.map(({ person }) => (
              <PersonRow
                key={person.id}
                person={person}
                action={
                  isClose(person.id) ? (
                    <Button size="small" disabled startIcon={<CheckRounded aria-hidden />}>
                      {t('closeFriends.onList')}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={full}
                      onClick={() => onAdd(person)}
                      aria-label={t('closeFriends.addName', { name: person.displayName })}
                    >
                      {t('closeFriends.add')}
                    </Button>
                  )
                }
              />
            ))}
          </Box>
        )}
        <InfiniteListEnd
          query={query}
          problem={(error) => problemMessage(error, t, { ns: 'stories' })}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('actions.loadMore')}
          rootMargin="0px 0px 400px 0px"
        />
      </Box>
    </Box>
  );
}
