import AddOutlined from '@mui/icons-material/AddOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { usePrivateRooms } from '../api/get-private-rooms';
import { ChatEmpty } from '../components/chat-empty';
import { ListColumn } from '../components/list-column';
import { ConversationItems } from '../list/conversation-items';
import { roomProblem } from '../rooms/room-problem';

type Props = { selectedId: string | null; onNew: () => void };

/** The member's private discussions, the latest activity first, more as they scroll; "New" on top. */
export function PrivateList({ selectedId, onNew }: Props) {
  const { t } = useTranslation('chat-rooms');
  const list = usePrivateRooms();
  const some = list.data?.pages.some((page) => page.items.length > 0) ?? false;

  return (
    <ListColumn
      title={t('private.title')}
      actions={
        some && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddOutlined />}
            aria-label={t('private.new')}
            onClick={onNew}
          >
            {t('private.newShort')}
          </Button>
        )
      }
    >
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ConversationItems
          query={list}
          labels={{ list: t('private.label'), loading: t('private.loading'), more: t('private.more') }}
          problem={(error) => roomProblem(error, t)}
          selectedId={selectedId}
          hrefOf={(c) => paths.privateDiscussions.href({ query: { c } })}
          empty={
            <ChatEmpty
              icon={LockOutlined}
              title={t('private.emptyTitle')}
              body={t('private.emptyBody')}
              action={
                <Button variant="contained" onClick={onNew}>
                  {t('private.new')}
                </Button>
              }
            />
          }
        />
      </Box>
    </ListColumn>
  );
}
