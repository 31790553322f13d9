import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useConversation } from '../api/get-conversation';
import { ThreadPane } from '../thread/thread-pane';
import { JoinCard } from './join-card';
import { roomProblem } from './room-problem';

type Props = {
  roomId: string;
  /** On a phone: back to the directory. */
  onBack?: () => void;
  /** Left the room: back to the directory. */
  onLeft: () => void;
};

function PaneSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * The open room: its thread when the member is in it; otherwise (the server hides a room's
 * conversation from those outside, 404) what it is, with Join.
 */
export function RoomPane({ roomId, onBack, onLeft }: Props) {
  const { t } = useTranslation('chat-rooms');
  const conversation = useConversation(roomId);

  if (conversation.isPending) return <PaneSkeleton label={t('join.loading')} />;
  if (conversation.error instanceof ApiError && conversation.error.status === 404)
    return <JoinCard roomId={roomId} onBack={onBack} onLeft={onLeft} />;
  if (conversation.isError)
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert
          message={roomProblem(conversation.error, t)}
          retryLabel={t('actions.retry')}
          onRetry={() => void conversation.refetch()}
        />
      </Box>
    );
  return <ThreadPane conversationId={roomId} onBack={onBack} onLeft={onLeft} />;
}
