import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import MapsUgcOutlined from '@mui/icons-material/MapsUgcOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { useConversations } from '../api/get-conversations';
import { ChatEmpty } from '../components/chat-empty';
import { chatProblem } from '../components/chat-problem';
import { ListColumn } from '../components/list-column';
import { ChatSearch } from '../search/chat-search';
import { ConversationItems } from './conversation-items';

type Props = {
  selectedId: string | null;
  onNewMessage: () => void;
  onNewGroup: () => void;
  onSettings: () => void;
};

/**
 * The member's conversations, the latest activity first (kept in order live), more as they scroll;
 * the heading of the page with new message, new group and the chat's settings.
 */
export function ConversationList({ selectedId, onNewMessage, onNewGroup, onSettings }: Props) {
  const { t } = useTranslation('chat');
  const list = useConversations();

  return (
    <ListColumn
      title={t('title')}
      actions={
        <>
          <Hint title={t('list.newMessage')}>
            <IconButton onClick={onNewMessage}>
              <MapsUgcOutlined />
            </IconButton>
          </Hint>
          <Hint title={t('list.newGroup')}>
            <IconButton onClick={onNewGroup}>
              <GroupAddOutlined />
            </IconButton>
          </Hint>
          <Hint title={t('settings.open')}>
            <IconButton onClick={onSettings}>
              <SettingsOutlined />
            </IconButton>
          </Hint>
        </>
      }
    >
      <ChatSearch>
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <ConversationItems
            query={list}
            labels={{ list: t('list.label'), loading: t('list.loading'), more: t('list.more') }}
            problem={(error) => chatProblem(error, t)}
            selectedId={selectedId}
            hrefOf={(c) => paths.chatInbox.href({ query: { c } })}
            empty={
              // Before the first conversation: what the list is for, and how to start.
              <ChatEmpty
                icon={ForumOutlined}
                title={t('list.emptyTitle')}
                body={t('list.emptyBody')}
                action={
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={onNewMessage}>
                      {t('list.newMessage')}
                    </Button>
                    <Button variant="outlined" onClick={onNewGroup}>
                      {t('list.newGroup')}
                    </Button>
                  </Box>
                }
              />
            }
          />
        </Box>
      </ChatSearch>
    </ListColumn>
  );
}
