import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useState } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters, text, useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { idParam, TwoPaneChat, useTwoPanes } from '../components/two-pane-chat';
import { RoomDirectory } from './room-directory';
import { RoomPane } from './room-pane';

/** `?c=<roomId>` the open room, `?q=` the search: Back, reload and a link keep both. */
const roomsAddress = defineUrlFilters({ c: idParam, q: text({ max: 80 }) });

const NewRoomDialog = lazyPart(() => import('./new-room-dialog').then((m) => m.NewRoomDialog));

/**
 * `/betogether/conversation/community`: the rooms' directory beside the open room from md; on a
 * phone the directory, or the room with a way back. A room not joined yet shows what it is and Join.
 */
export function RoomsPage() {
  // The thread beside the directory speaks `chat`: both namespaces before the first paint.
  const { t } = useTranslation(['chat-rooms', 'chat']);
  const [{ c: openId = null, q = '' }, setAddress] = useUrlFilters(roomsAddress);
  const panes = useTwoPanes(openId, paths.communityRooms.href({ query: { q } }));
  const [creating, setCreating] = useState(false);

  const hrefOf = (roomId: string) => paths.communityRooms.href({ query: { c: roomId, q } });
  const open = (roomId: string) => panes.openFromList(hrefOf(roomId));

  return (
    <>
      <TwoPaneChat
        title={t('rooms.title')}
        wide={panes.wide}
        listWidth={[300, 380]}
        empty={{ icon: ForumOutlined, text: t('rooms.none') }}
        list={
          <RoomDirectory
            search={q}
            onSearch={(value) => setAddress((current) => ({ ...current, q: value }), { replace: true })}
            selectedId={openId}
            hrefOf={hrefOf}
            onOpen={open}
            onNewRoom={() => setCreating(true)}
          />
        }
        pane={
          openId ? (
            <RoomPane key={openId} roomId={openId} onBack={panes.onBack} onLeft={panes.toList} />
          ) : null
        }
      />
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
