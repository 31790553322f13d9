import type { ConversationsPage } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { markDelivered } from '../api/delivery-receipts';
import { ConversationRow } from './conversation-row';

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<ConversationsPage>>;
  /** The caller's texts: the list's name, what loading says, the button for more. */
  labels: { list: string; loading: string; more: string };
  /** A failed call in the caller's words. */
  problem: (error: unknown) => string;
  selectedId: string | null;
  hrefOf: (conversationId: string) => string;
  /** What an empty list says, and what to do next. */
  empty: ReactNode;
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

/**
 * Conversations, the latest activity first, more as they scroll; skeletons, an error with retry,
 * or what an empty list says. What they show unread reached this tab: the senders see "delivered".
 */
export function ConversationItems({ query, labels, problem, selectedId, hrefOf, empty }: Props) {
  const { t } = useTranslation('chat');
  const me = useSession().userData?.id;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    for (const page of query.data?.pages ?? [])
      for (const item of page.items) if (item.unread > 0) markDelivered(item.id, item.lastSeq);
  }, [query.data]);

  if (query.isPending) return <ListSkeleton label={labels.loading} />;
  if (query.isError)
    return (
      <RetryAlert
        sx={{ m: 2 }}
        message={problem(query.error)}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <Box component="ul" aria-label={labels.list} sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            href={hrefOf(conversation.id)}
            selected={conversation.id === selectedId}
            me={me}
          />
        ))}
      </Box>
      <InfiniteListEnd
        query={query}
        problem={problem}
        retryLabel={t('actions.retry')}
        loadMoreLabel={labels.more}
        rootMargin="200px"
      />
    </>
  );
}
