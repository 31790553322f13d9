import type { ConversationsPage } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { PartnerThreadRow } from './partner-thread-row';
import { partnerProblem } from './partner-words';

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<ConversationsPage>>;
  /** The list's accessible name. */
  label: string;
  selectedId: string | null;
  hrefOf: (conversationId: string) => string;
  showStatus: boolean;
  /** What an empty list says, and what to do next. */
  empty: ReactNode;
};

/** Partner threads, latest activity first, more as they scroll; skeletons, an error with retry, empty. */
export function PartnerThreadList({ query, label, selectedId, hrefOf, showStatus, empty }: Props) {
  const { t } = useTranslation(['chat-partner', 'chat']);
  const me = useSession().userData?.id;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending)
    return (
      <Box role="status" aria-label={t('list.loading')} sx={{ px: 2, py: 1, display: 'grid', gap: 2 }}>
        {[0, 1, 2, 3].map((row) => (
          <Box key={row} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton width="35%" />
              <Skeleton width="80%" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  if (query.isError)
    return (
      <RetryAlert
        sx={{ m: 2 }}
        message={partnerProblem(query.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
        {items.map((conversation) => (
          <PartnerThreadRow
            key={conversation.id}
            conversation={conversation}
            href={hrefOf(conversation.id)}
            selected={conversation.id === selectedId}
            me={me}
            showStatus={showStatus}
          />
        ))}
      </Box>
      <InfiniteListEnd
        query={query}
        problem={(error) => partnerProblem(error, t)}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('list.more')}
        rootMargin="200px"
      />
    </>
  );
}
