import AddOutlined from '@mui/icons-material/AddOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { TextInput } from '@/ui/text-input';
import { useRooms } from '../api/get-rooms';
import { ChatEmpty } from '../components/chat-empty';
import { roomProblem } from './room-problem';
import { RoomRow } from './room-row';

const SEARCH_AFTER_MS = 300;

type Props = {
  search: string;
  onSearch: (value: string) => void;
  selectedId: string | null;
  hrefOf: (roomId: string) => string;
  onOpen: (roomId: string) => void;
  onNewRoom: () => void;
};

function DirectorySkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ px: 2, py: 1, display: 'grid', gap: 2 }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="90%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** No room at all, or none for this search: what to do next. */
function NoRooms({ search, admin, onNewRoom }: { search: string; admin: boolean; onNewRoom: () => void }) {
  const { t } = useTranslation('chat-rooms');
  return (
    <ChatEmpty
      icon={ForumOutlined}
      title={search ? t('rooms.noMatchTitle') : t('rooms.emptyTitle')}
      body={
        search ? t('rooms.noMatchBody', { search }) : t(admin ? 'rooms.emptyBodyAdmin' : 'rooms.emptyBody')
      }
      action={
        admin &&
        !search && (
          <Button variant="contained" onClick={onNewRoom}>
            {t('rooms.newRoom')}
          </Button>
        )
      }
    />
  );
}

/**
 * The community rooms, the busiest first, found by name as the member types; the rooms they joined
 * say so. Admins open new ones from here.
 */
export function RoomDirectory({ search, onSearch, selectedId, hrefOf, onOpen, onNewRoom }: Props) {
  const { t } = useTranslation('chat-rooms');
  const admin = useSession().userData?.role === 'admin';
  const [input, setInput] = useState(search);
  const latest = useRef({ search, onSearch });
  latest.current = { search, onSearch };
  // The search follows the typing once it rests; Back (another search in the address) fills the box.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (input.trim() !== latest.current.search) latest.current.onSearch(input.trim());
    }, SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [input]);
  useEffect(() => setInput((current) => (current.trim() === search ? current : search)), [search]);
  const rooms = useRooms(search);
  const items = rooms.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (rooms.isPending) body = <DirectorySkeleton label={t('rooms.loading')} />;
  else if (rooms.isError && items.length === 0)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={roomProblem(rooms.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void rooms.refetch()}
      />
    );
  else if (items.length === 0) body = <NoRooms search={search} admin={admin} onNewRoom={onNewRoom} />;
  else
    body = (
      <>
        <Box
          component="ul"
          aria-label={t('rooms.label')}
          aria-busy={rooms.isPlaceholderData}
          sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5, opacity: rooms.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((room) => (
            <RoomRow
              key={room.id}
              room={room}
              href={hrefOf(room.id)}
              selected={room.id === selectedId}
              onJoined={() => onOpen(room.id)}
            />
          ))}
        </Box>
        <InfiniteListEnd
          query={rooms}
          problem={(error) => roomProblem(error, t)}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('rooms.more')}
          rootMargin="200px"
        />
      </>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="chat-title" variant="h3" component="h1" sx={{ flex: 1 }}>
          {t('rooms.title')}
        </Typography>
        {admin && (
          <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={onNewRoom}>
            {t('rooms.newRoom')}
          </Button>
        )}
      </Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <TextInput
          label={t('rooms.search')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          type="search"
          autoComplete="off"
          size="small"
          inputProps={{ maxLength: 80 }}
          startAdornment={
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          }
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}
