import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, matching, text, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLiveChat } from '../api/use-live-chat';
import { ChatFrame } from '../components/chat-frame';
import { RoomDirectory } from './room-directory';
import { RoomPane } from './room-pane';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?c=<roomId>` the open room, `?q=` the search: Back, reload and a link keep both. */
const roomsAddress = defineUrlFilters({ c: matching((value) => UUID.test(value)), q: text({ max: 80 }) });

const NewRoomDialog = lazyPart(() => import('./new-room-dialog').then((m) => m.NewRoomDialog));

function NothingOpen() {
  const { t } = useTranslation('chat-rooms');
  return (
    <Box sx={{ m: 'auto', textAlign: 'center', px: 3 }}>
      <ForumOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography color="text.secondary">{t('rooms.none')}</Typography>
    </Box>
  );
}

/**
 * `/betogether/conversation/community`: the rooms' directory beside the open room from md; on a
 * phone the directory, or the room with a way back. A room not joined yet shows what it is and Join.
 */
export function RoomsPage() {
  // The thread beside the directory speaks `chat`: both namespaces before the first paint.
  const { t } = useTranslation(['chat-rooms', 'chat']);
  const [{ c: openId = null, q = '' }, setAddress] = useUrlFilters(roomsAddress);
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [creating, setCreating] = useState(false);
  useLiveChat(openId);

  useEffect(() => {
    document.title = `${t('rooms.title')} · BeTogether`;
  }, [t]);

  const open = (roomId: string) =>
    navigate(paths.communityRooms.href({ query: { c: roomId, q } }), { state: { fromList: true } });
  const toList = () => navigate(paths.communityRooms.href({ query: { q } }), { replace: true });
  // Opened from the directory: Back returns to it; opened from a link: the directory replaces it.
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else toList();
  };

  const listShown = wide || openId === null;
  return (
    <>
      {!listShown && (
        <Typography id="chat-title" component="h1" sx={visuallyHidden}>
          {t('rooms.title')}
        </Typography>
      )}
      <ChatFrame columns={wide ? 'minmax(300px, 380px) minmax(0, 1fr)' : undefined}>
        {listShown && (
          <Box sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}>
            <RoomDirectory
              search={q}
              onSearch={(value) => setAddress((current) => ({ ...current, q: value }), { replace: true })}
              selectedId={openId}
              hrefOf={(roomId) => paths.communityRooms.href({ query: { c: roomId, q } })}
              onOpen={open}
              onNewRoom={() => setCreating(true)}
            />
          </Box>
        )}
        {openId ? (
          <RoomPane key={openId} roomId={openId} onBack={wide ? undefined : back} onLeft={toList} />
        ) : (
          wide && <NothingOpen />
        )}
      </ChatFrame>
      <NewRoomDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(roomId) => {
          setCreating(false);
          open(roomId);
        }}
      />
    </>
  );
}
