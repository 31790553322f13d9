import type { Room } from '@betogether/contracts/chat/chat.schemas';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { lineClamp } from '@/ui/line-clamp';
import { useNotify } from '@/ui/snackbar';
import { useJoinRoom } from '../api/join-room';
import { ChatAvatar } from '../components/chat-avatar';
import { RowLink } from '../components/row-link';
import { roomProblem } from './room-problem';

type Props = {
  room: Room;
  /** The room beside the directory (its thread, or what it is with Join). */
  href: string;
  selected: boolean;
  onJoined: () => void;
};

/**
 * A room of the directory: its name, what it is about and how many are in it; a room the member
 * joined says so, the others offer Join (which opens it).
 */
export function RoomRow({ room, href, selected, onJoined }: Props) {
  const { t } = useTranslation('chat-rooms');
  const notify = useNotify();
  const join = useJoinRoom();
  return (
    <Box
      component="li"
      data-testid="chat-room"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: room.joined ? 0.5 : 1.5 }}
    >
      <RowLink
        href={href}
        selected={selected}
        sx={{ gap: 1.5, py: 1, px: 1.5, ml: 0.5, borderRadius: 2, minWidth: 0, alignItems: 'flex-start' }}
      >
        <ChatAvatar name={room.title} group size={44} sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {room.title}
          </Typography>
          {room.description && (
            <Typography variant="body2" color="text.secondary" sx={lineClamp(2)}>
              {room.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary">
              {t('rooms.memberCount', { count: room.memberCount })}
            </Typography>
            {room.joined && (
              <Chip
                size="small"
                icon={<CheckOutlined aria-hidden />}
                label={t('rooms.joined')}
                color="primary"
                variant="outlined"
                sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Box>
        </Box>
      </RowLink>
      {!room.joined && (
        <Button
          size="small"
          variant="contained"
          loading={join.isPending}
          aria-label={t('rooms.joinNamed', { name: room.title })}
          onClick={() =>
            join.mutate(room.id, {
              onSuccess: () => {
                notify(t('join.done', { name: room.title }));
                onJoined();
              },
              onError: (error) => notify(roomProblem(error, t), 'error'),
            })
          }
          sx={{ flexShrink: 0 }}
        >
          {t('rooms.join')}
        </Button>
      )}
    </Box>
  );
}
