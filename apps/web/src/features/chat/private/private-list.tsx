import AddOutlined from '@mui/icons-material/AddOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { markDelivered } from '../api/delivery-receipts';
import { usePrivateRooms } from '../api/get-private-rooms';
import { ConversationRow } from '../list/conversation-row';
import { roomProblem } from '../rooms/room-problem';

type Props = { selectedId: string | null; onNew: () => void };

function ListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ px: 2, py: 1, display: 'grid', gap: 2 }}>
      {[0, 1, 2, 3].map((row) => (
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

/** The member's private discussions, the latest activity first, more as they scroll; "New" on top. */
export function PrivateList({ selectedId, onNew }: Props) {
  const { t } = useTranslation('chat-rooms');
  const me = useSession().userData?.id;
  const list = usePrivateRooms();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  // What the list shows unread reached this tab: the senders see "delivered".
  useEffect(() => {
    for (const page of list.data?.pages ?? [])
      for (const item of page.items) if (item.unread > 0) markDelivered(item.id, item.lastSeq);
  }, [list.data]);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={t('private.loading')} />;
  else if (list.isError)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={roomProblem(list.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
        <LockOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h4" component="p" gutterBottom>
          {t('private.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('private.emptyBody')}
        </Typography>
        <Button variant="contained" onClick={onNew}>
          {t('private.new')}
        </Button>
      </Box>
    );
  else
    body = (
      <>
        <Box component="ul" aria-label={t('private.label')} sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
          {items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              href={paths.privateDiscussions.href({ query: { c: conversation.id } })}
              selected={conversation.id === selectedId}
              me={me}
            />
          ))}
        </Box>
        <InfiniteListEnd
          query={list}
          problem={(error) => roomProblem(error, t)}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('private.more')}
          rootMargin="200px"
        />
      </>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id="chat-title" variant="h3" component="h1" sx={{ flex: 1 }}>
          {t('private.title')}
        </Typography>
        {items.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddOutlined />}
            aria-label={t('private.new')}
            onClick={onNew}
          >
            {t('private.newShort')}
          </Button>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}
