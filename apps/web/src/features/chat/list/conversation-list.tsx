import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import MapsUgcOutlined from '@mui/icons-material/MapsUgcOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { markDelivered } from '../api/delivery-receipts';
import { useConversations } from '../api/get-conversations';
import { chatProblem } from '../components/chat-problem';
import { ChatSearch } from '../search/chat-search';
import { ConversationRow } from './conversation-row';

type Props = {
  selectedId: string | null;
  onNewMessage: () => void;
  onNewGroup: () => void;
  onSettings: () => void;
};

function ListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ px: 2, py: 1, display: 'grid', gap: 2 }}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" />
            <Skeleton width="85%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** What the list says before the first conversation: what it is for, and how to start. */
function NoConversations({ onNewMessage, onNewGroup }: Pick<Props, 'onNewMessage' | 'onNewGroup'>) {
  const { t } = useTranslation('chat');
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <ForumOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h4" component="p" gutterBottom>
        {t('list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('list.emptyBody')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onNewMessage}>
          {t('list.newMessage')}
        </Button>
        <Button variant="outlined" onClick={onNewGroup}>
          {t('list.newGroup')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The member's conversations, the latest activity first (kept in order live), more as they scroll;
 * the heading of the page with new message, new group and the chat's settings.
 */
export function ConversationList({ selectedId, onNewMessage, onNewGroup, onSettings }: Props) {
  const { t } = useTranslation('chat');
  const me = useSession().userData?.id;
  const list = useConversations();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  // What the list shows unread reached this tab: the senders see "delivered".
  useEffect(() => {
    for (const page of list.data?.pages ?? [])
      for (const item of page.items) if (item.unread > 0) markDelivered(item.id, item.lastSeq);
  }, [list.data]);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (list.isError)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={chatProblem(list.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0) body = <NoConversations onNewMessage={onNewMessage} onNewGroup={onNewGroup} />;
  else
    body = (
      <>
        <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
          {items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              href={paths.chatInbox.href({ query: { c: conversation.id } })}
              selected={conversation.id === selectedId}
              me={me}
            />
          ))}
        </Box>
        <InfiniteListEnd
          query={list}
          problem={(error) => chatProblem(error, t)}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('list.more')}
          rootMargin="200px"
        />
      </>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1.5 }}>
        <Typography id="chat-title" variant="h3" component="h1" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
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
      </Box>
      <ChatSearch>
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
      </ChatSearch>
    </Box>
  );
}
