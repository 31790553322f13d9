import type { Room, RoomsPage } from '@betogether/contracts/chat/chat.schemas';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { chatKeys } from '../api/chat-keys';
import { useRooms } from '../api/get-rooms';
import { useJoinRoom } from '../api/join-room';
import { ChatAvatar } from '../components/chat-avatar';
import { roomProblem } from './room-problem';

type Props = {
  roomId: string;
  onBack?: () => void;
  /** The room is not there (any more): back to the directory. */
  onLeft: () => void;
};

/**
 * The room as a directory page listed it: the search on show, or the busiest rooms (asked here
 * when the directory is not on screen, a phone opening a link). A room in neither has no name yet.
 */
function useListedRoom(roomId: string): Room | undefined {
  const queryClient = useQueryClient();
  useRooms('');
  for (const [, data] of queryClient.getQueriesData<InfiniteData<RoomsPage>>({ queryKey: chatKeys.rooms() }))
    for (const page of data?.pages ?? []) {
      const found = page.items.find((room) => room.id === roomId);
      if (found) return found;
    }
  return undefined;
}

/** A room the member is not in: its name, what it is about, how many are in it, and Join. */
export function JoinCard({ roomId, onBack, onLeft }: Props) {
  const { t } = useTranslation('chat-rooms');
  const room = useListedRoom(roomId);
  const join = useJoinRoom();
  const gone = join.error instanceof ApiError && join.error.status === 404;
  const title = room?.title ?? t('join.unnamed');

  return (
    <Box
      component="section"
      aria-labelledby="join-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      {onBack && (
        <Box sx={{ px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <IconButton aria-label={t('join.back')} onClick={onBack}>
            <ArrowBackOutlined />
          </IconButton>
        </Box>
      )}
      <Box sx={{ m: 'auto', p: 3, maxWidth: 440, textAlign: 'center', display: 'grid', gap: 1.5 }}>
        {gone ? (
          <>
            <ForumOutlined sx={{ fontSize: 48, color: 'text.disabled', mx: 'auto' }} aria-hidden />
            <Typography id="join-title" variant="h4" component="h2">
              {t('join.goneTitle')}
            </Typography>
            <Typography color="text.secondary">{t('join.goneBody')}</Typography>
            <Button variant="contained" onClick={onLeft} sx={{ justifySelf: 'center' }}>
              {t('join.toDirectory')}
            </Button>
          </>
        ) : (
          <>
            <ChatAvatar name={title} group size={64} sx={{ mx: 'auto' }} />
            <Typography id="join-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {room?.description && (
              <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {room.description}
              </Typography>
            )}
            {room && (
              <Typography variant="body2" color="text.secondary">
                {t('rooms.memberCount', { count: room.memberCount })}
              </Typography>
            )}
            <Typography color="text.secondary">{t('join.body')}</Typography>
            {join.error && <Alert severity="error">{roomProblem(join.error, t)}</Alert>}
            <Button
              variant="contained"
              size="large"
              loading={join.isPending}
              onClick={() => join.mutate(roomId)}
              sx={{ justifySelf: 'center' }}
            >
              {t('join.action')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
