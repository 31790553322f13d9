import {
  type CallKind,
  type CallStatus,
  callKinds,
  callStatuses,
} from '@betogether/contracts/chat/chat.constants';
import type { Message } from '@betogether/contracts/chat/chat.schemas';
import CallMadeRounded from '@mui/icons-material/CallMadeRounded';
import CallReceivedRounded from '@mui/icons-material/CallReceivedRounded';
import PhoneMissedRounded from '@mui/icons-material/PhoneMissedRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '@/lib/call-duration';
import { intlOnce } from '@/lib/intl-cache';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

/** What the server writes in a `call` message's meta (chat-calls.service.ts `finish`). */
type CallMeta = { kind: CallKind; status: CallStatus; durationSeconds: number; participantIds: string[] };

/** The meta of a `call` message, or null when it is not one (read defensively: meta is free-form). */
function callMetaOf(message: Pick<Message, 'kind' | 'meta'>): CallMeta | null {
  const meta = message.meta;
  if (message.kind !== 'call' || !meta) return null;
  const { kind, status, durationSeconds, participantIds } = meta as Record<string, unknown>;
  if (!callKinds.includes(kind as CallKind) || !callStatuses.includes(status as CallStatus)) return null;
  return {
    kind: kind as CallKind,
    status: status as CallStatus,
    durationSeconds: typeof durationSeconds === 'number' ? durationSeconds : 0,
    participantIds: Array.isArray(participantIds)
      ? participantIds.filter((id) => typeof id === 'string')
      : [],
  };
}

type Props = {
  message: Message;
  /** The reader's id: their own call reads "no answer" where the others read "missed". */
  me: string | undefined;
  /** A member's name by id (the conversation's members), null when unknown. */
  nameOf: (userId: string) => string | null;
};

/**
 * A call in the conversation's history ([10]): audio or video, how it ended (ended with its length,
 * missed, declined), when, and with whom; "Call back" opens a new call of the conversation.
 */
export function CallRecord({ message, me, nameOf }: Props) {
  const { t, i18n } = useTranslation('calls');
  const meta = callMetaOf(message);
  if (!meta) return null;
  const mine = message.sender?.id === me;
  const { kind, status } = meta;
  let title: string;
  if (status === 'missed') title = t(mine ? `record.noAnswer.${kind}` : `record.missed.${kind}`);
  else if (status === 'declined')
    title = t(mine ? `record.declinedByOther.${kind}` : `record.declined.${kind}`);
  else title = t(`record.ended.${kind}`);
  const alarming = !mine && (status === 'missed' || status === 'declined');
  const names = meta.participantIds
    .filter((id) => id !== me)
    .map(nameOf)
    .filter((name): name is string => Boolean(name));
  const time = intlOnce(
    'calls-time',
    i18n.language,
    () => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }),
  );
  const details = [
    status === 'ended' && meta.durationSeconds > 0
      ? t('record.duration', { duration: formatDuration(meta.durationSeconds) })
      : null,
    status === 'ended' && names.length > 0 ? t('record.with', { names: names.join(', ') }) : null,
  ].filter(Boolean);
  let Icon = mine ? CallMadeRounded : CallReceivedRounded;
  if (alarming) Icon = PhoneMissedRounded;
  else if (kind === 'video') Icon = VideocamOutlined;

  return (
    <Box
      data-testid="call-record"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 3,
        bgcolor: 'action.hover',
        maxWidth: '100%',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: alarming ? 'error.main' : 'primary.main',
          color: alarming ? 'error.contrastText' : 'primary.contrastText',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ m: 0 }}>
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
          {details.map((detail) => ` · ${detail}`).join('')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.videoCall.href({ query: { c: message.conversationId, kind } })}
        size="small"
        sx={{ flexShrink: 0 }}
      >
        {t('record.callBack')}
      </Button>
    </Box>
  );
}
