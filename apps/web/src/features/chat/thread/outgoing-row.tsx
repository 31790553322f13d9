import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { chatProblem } from '../components/chat-problem';
import { MessageAttachments } from './attachments/message-attachments';
import { Bubble, Quote } from './bubble-parts';
import type { Outgoing } from './thread-store';

const stateIcons = {
  sending: ScheduleOutlined,
  waiting: CloudOffOutlined,
  failed: ErrorOutlineOutlined,
} as const;

/**
 * A message written here and not stored yet: on its way, waiting for the network (it leaves by
 * itself), or refused with why and "Try again" (same clientId: never stored twice) or "Delete".
 */
export function OutgoingRow({
  item,
  onRetry,
  onDiscard,
}: {
  item: Outgoing;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('chat');
  const failed = item.state === 'failed';
  const Icon = stateIcons[item.state];
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-mine="true"
      data-state={item.state}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        px: { xs: 1, sm: 2 },
        pt: 0.25,
      }}
    >
      <Box sx={{ maxWidth: { xs: '78%', md: '70%' }, minWidth: 0 }}>
        <Bubble mine>
          {item.replyTo && <Quote quoted={item.replyTo} mine />}
          <MessageAttachments files={item.attachments} />
          {item.text && (
            <Typography component="p" sx={{ m: 0 }}>
              {item.text}
            </Typography>
          )}
        </Bubble>
      </Box>
      <Typography
        variant="caption"
        component="p"
        color={failed ? 'error' : 'text.secondary'}
        role={failed ? 'alert' : 'status'}
        sx={{ m: 0, mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5, textAlign: 'right' }}
      >
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        {failed ? t('outgoing.failed', { problem: chatProblem(item.error, t) }) : t(`outgoing.${item.state}`)}
      </Typography>
      {failed && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={onRetry}>
            {t('outgoing.retry')}
          </Button>
          <Button size="small" color="inherit" onClick={onDiscard}>
            {t('outgoing.discard')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
