import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useConversation } from '../api/get-conversation';
import { useSetThreadStatus } from './api/set-thread-status';
import { partnerProblem, subjectWords } from './partner-words';
import { StatusChip } from './status-chip';

/**
 * Above the thread: what it is about, where it stands, and Resolve / Reopen (either side may; a new
 * message opens a resolved thread again by itself).
 */
export function ThreadStatusBar({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['chat-partner', 'chat']);
  const notify = useNotify();
  const thread = useConversation(conversationId).data?.partnerThread;
  const change = useSetThreadStatus(conversationId);
  if (thread === null) return null;

  const resolved = thread?.status === 'resolved';
  const toggle = () =>
    change.mutate(resolved ? 'open' : 'resolved', {
      onSuccess: () => notify(t(resolved ? 'thread.reopenedDone' : 'thread.resolvedDone')),
      onError: (error) => notify(partnerProblem(error, t), 'error'),
    });

  return (
    <Box
      data-testid="partner-thread-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {thread ? (
        <>
          <StatusChip status={thread.status} />
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {subjectWords(thread, t)}
          </Typography>
          <Button
            size="small"
            variant={resolved ? 'outlined' : 'contained'}
            color={resolved ? 'inherit' : 'success'}
            startIcon={resolved ? <ReplayOutlined /> : <CheckCircleOutlined />}
            loading={change.isPending}
            onClick={toggle}
          >
            {t(resolved ? 'thread.reopen' : 'thread.resolve')}
          </Button>
        </>
      ) : (
        <Skeleton width="60%" />
      )}
    </Box>
  );
}
