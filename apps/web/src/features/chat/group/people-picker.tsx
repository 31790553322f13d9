import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { TextInput } from '@/ui/text-input';
import { useFriends } from '../api/get-friends';
import { ChatAvatar } from '../components/chat-avatar';
import { chatProblem } from '../components/chat-problem';

const SEARCH_AFTER_MS = 250;

type Props = {
  /** One person (a new message: a click picks them) or several (a group: each is ticked). */
  multiple: boolean;
  selected?: readonly PersonSummary[];
  onPick: (person: PersonSummary) => void;
  /** People already in (a group's members): not offered. */
  exclude?: ReadonlySet<string>;
  disabled?: boolean;
  /** What to say when the member has no friends yet (by default: how to write to someone else). */
  noFriendsText?: string;
};

/** The list with this person taken out if they were in it, added otherwise. */
export function toggled(people: readonly PersonSummary[], person: PersonSummary): PersonSummary[] {
  return people.some((chosen) => chosen.id === person.id)
    ? people.filter((chosen) => chosen.id !== person.id)
    : [...people, person];
}

function PersonLine({ person }: { person: PersonSummary }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <ChatAvatar person={person} name={person.displayName} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap>{person.displayName}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ m: 0 }}>
          @{person.username}
        </Typography>
      </Box>
    </Box>
  );
}

/** The member's friends, found by name as they type: the people a conversation or a group starts with. */
export function PeoplePicker({
  multiple,
  selected = [],
  onPick,
  exclude,
  disabled = false,
  noFriendsText,
}: Props) {
  const { t } = useTranslation('chat');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const friends = useFriends(search, true);
  const people = (friends.data?.items ?? [])
    .map((friend) => friend.person)
    .filter((p) => !exclude?.has(p.id));
  const chosen = new Set(selected.map((person) => person.id));

  let list: ReactNode;
  if (friends.isPending)
    list = (
      <Box role="status" aria-label={t('people.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={52} />
        ))}
      </Box>
    );
  else if (friends.isError)
    list = (
      <RetryAlert
        message={chatProblem(friends.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void friends.refetch()}
      />
    );
  else if (people.length === 0)
    list = (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {search.trim() ? t('people.noMatch') : (noFriendsText ?? t('people.noFriends'))}
      </Typography>
    );
  else
    list = (
      <Box component="ul" aria-label={t('people.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {people.map((person) => (
          <Box component="li" key={person.id}>
            {multiple ? (
              // A plain label: the checkbox inside is the control (a button around it would nest two).
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1,
                  py: 0.5,
                  borderRadius: 2,
                  cursor: disabled ? 'default' : 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Checkbox
                  checked={chosen.has(person.id)}
                  onChange={() => onPick(person)}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': person.displayName } }}
                  sx={{ p: 0.5 }}
                />
                <PersonLine person={person} />
              </Box>
            ) : (
              <ListItemButton
                disabled={disabled}
                onClick={() => onPick(person)}
                sx={{ borderRadius: 2, px: 1 }}
              >
                <PersonLine person={person} />
              </ListItemButton>
            )}
          </Box>
        ))}
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextInput
        label={t('people.search')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        type="search"
        autoComplete="off"
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined fontSize="small" />
          </InputAdornment>
        }
      />
      <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>{list}</Box>
    </Box>
  );
}
