import type { Call } from '@betogether/contracts/chat/chat.schemas';
import CallEndRounded from '@mui/icons-material/CallEndRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDuration, secondsBetween } from '@/lib/call-duration';
import { paths } from '@/lib/route-table/route-table';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { stageMessage } from '../components/stage-message';
import type { CallOutcome } from '../engine/call-engine';

type PanelProps = {
  icon: ReactNode;
  title: string;
  body?: string | null;
  conversationId: string;
  again: { label: string; onClick: () => void } | null;
};

/** The stage once there is no call to show: what happened, and where to go from here. */
function Panel({ icon, title, body, conversationId, again }: PanelProps) {
  const { t } = useTranslation('calls');
  return (
    <Box sx={{ ...stageMessage, p: 3 }}>
      {icon}
      <Typography variant="h5" component="h2" sx={{ color: '#fff' }}>
        {title}
      </Typography>
      {body && <Typography sx={{ color: 'rgba(255, 255, 255, 0.8)', maxWidth: 480 }}>{body}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, mt: 1 }}>
        {again && (
          <Button variant="contained" onClick={again.onClick}>
            {again.label}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.chatInbox.href({ query: { c: conversationId } })}
          variant="outlined"
          sx={{ color: '#fff', borderColor: 'rgba(255, 255, 255, 0.6)' }}
        >
          {t('ended.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** The words for how a call ended, from this member's side. */
function outcomeTitle(
  t: TFunction,
  outcome: CallOutcome,
  call: Call | null,
  me: string | null,
  peerName: string,
) {
  const mine = call?.startedBy?.id === me;
  switch (outcome.status) {
    case 'left':
      return t('ended.left');
    case 'missed':
      if (outcome.byMe) return t('ended.cancelled');
      return mine ? t('ended.noAnswer') : t('ended.missed');
    case 'declined':
      return mine ? t('ended.declinedBy', { name: peerName }) : t('ended.declined');
    default:
      return t('ended.ended');
  }
}

type EndedProps = {
  outcome: CallOutcome;
  call: Call | null;
  me: string | null;
  peerName: string;
  conversationId: string;
  onAgain: () => void;
};

export function CallEnded({ outcome, call, me, peerName, conversationId, onAgain }: EndedProps) {
  const { t } = useTranslation('calls');
  const lasted =
    outcome.status === 'ended' && call?.answeredAt
      ? t('ended.lasted', {
          duration: formatDuration(secondsBetween(call.answeredAt, call.endedAt, Date.now())),
        })
      : null;
  return (
    <Panel
      icon={<CallEndRounded sx={{ fontSize: 56, color: 'rgba(255, 255, 255, 0.7)' }} aria-hidden />}
      title={outcomeTitle(t, outcome, call, me, peerName)}
      body={lasted}
      conversationId={conversationId}
      again={{ label: t(outcome.status === 'left' ? 'ended.rejoin' : 'ended.again'), onClick: onAgain }}
    />
  );
}

type FailedProps = { failure: string; conversationId: string; onAgain: () => void };

export function CallFailed({ failure, conversationId, onAgain }: FailedProps) {
  const { t } = useTranslation('calls');
  const text = t(`problems.${failure}`, { defaultValue: '' }) || t('problems.UNKNOWN');
  return (
    <Panel
      icon={<ErrorOutlineRounded sx={{ fontSize: 56, color: '#fca5a5' }} aria-hidden />}
      title={t('failed.title')}
      body={text}
      conversationId={conversationId}
      again={{ label: t('failed.retry'), onClick: onAgain }}
    />
  );
}
