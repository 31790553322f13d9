import type { CallKind } from '@betogether/contracts/chat/chat.constants';
import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDuration, secondsBetween } from '@/lib/call-duration';
import { useTranslation } from '@/lib/use-translation';
import { useCallConversation } from '../api/get-call-conversation';
import type { CallSnapshot } from '../engine/call-engine';
import { CallControls } from './call-controls';
import { CallEnded, CallFailed } from './call-outcome';
import { CallStage } from './call-stage';
import { useCallSession } from './use-call-session';

type Props = {
  conversationId: string;
  kind: CallKind;
  /** The call rung here and accepted (`accept=<callId>`), joined without asking which it is. */
  acceptId: string | null;
  /** Once joined: the address no longer says to accept (a reload joins whatever goes on). */
  onJoined: () => void;
  /** Another call, or another try: a new session. */
  onAgain: () => void;
};

const STAGE_BG = '#111827';

/** Seconds since `since`, ticking once a second while `since` is set. */
function useElapsed(since: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? secondsBetween(since, null, now) : null;
}

function others(conversation: Conversation | undefined, me: string | null): PersonSummary[] {
  if (!conversation) return [];
  if (conversation.peer) return [conversation.peer];
  return conversation.members.map((member) => member.person).filter((person) => person.id !== me);
}

/** What the header says the call is doing (read out when it changes). */
function statusKey(snapshot: CallSnapshot): string {
  const { phase, call, peers } = snapshot;
  if (phase === 'preparing' || phase === 'idle') return 'status.preparing';
  if (phase === 'ended') return 'status.ended';
  if (phase === 'failed') return 'status.failed';
  if (call?.status === 'ringing') return 'status.ringing';
  if (peers.some((peer) => peer.link === 'connected')) return 'status.live';
  return peers.length > 0 ? 'status.connecting' : 'status.waiting';
}

/** `/betogether/discussionvideo/discussion` once a conversation is chosen: the call itself. */
export function CallScreen({ conversationId, kind, acceptId, onJoined, onAgain }: Props) {
  const { t } = useTranslation('calls');
  const { snapshot, engine, config, me } = useCallSession({ conversationId, kind, callId: acceptId });
  const conversation = useCallConversation(conversationId).data;
  const { phase, call, local, notice } = snapshot;
  const callKind = call?.kind ?? kind;
  const people = others(conversation, me);
  const title = conversation?.title ?? people.map((person) => person.displayName).join(', ');
  const nameOf = (userId: string, person: PersonSummary | null) =>
    person?.displayName ??
    conversation?.members.find((member) => member.person.id === userId)?.person.displayName ??
    t('tile.someone');
  const self = conversation?.members.find((member) => member.person.id === me)?.person ?? null;
  const elapsed = useElapsed(phase === 'in-call' && call?.status === 'ongoing' ? call.answeredAt : null);
  const inCall = phase === 'in-call';

  // The call's own kind once known: joining a video call from an "audio" link is a video call.
  useEffect(() => {
    document.title = `${t(`title.${callKind}`)} · BeTogether`;
  }, [t, callKind]);

  useEffect(() => {
    if (inCall && acceptId) onJoined();
  }, [inCall, acceptId, onJoined]);

  const waitingText =
    phase === 'in-call'
      ? call?.status === 'ringing'
        ? t('stage.calling', { name: title })
        : t('stage.waiting')
      : t(
          snapshot.step === 'joining'
            ? 'stage.joining'
            : callKind === 'video'
              ? 'stage.media'
              : 'stage.mediaAudio',
        );

  let body = (
    <CallStage
      snapshot={snapshot}
      videoCall={callKind === 'video'}
      self={self}
      nameOf={nameOf}
      waiting={{ people, text: waitingText }}
    />
  );
  if (config.isError || phase === 'failed')
    body = (
      <CallFailed
        failure={phase === 'failed' ? (snapshot.failure ?? 'UNKNOWN') : 'NETWORK'}
        conversationId={conversationId}
        onAgain={onAgain}
      />
    );
  else if (phase === 'ended' && snapshot.outcome)
    body = (
      <CallEnded
        outcome={snapshot.outcome}
        call={call}
        me={me}
        peerName={title}
        conversationId={conversationId}
        onAgain={onAgain}
      />
    );

  return (
    <Card
      component="section"
      aria-labelledby="call-title"
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
        // The top bar and, below lg, the bottom bar: the call fits the window, the page never scrolls.
        height: { xs: 'calc(100dvh - 136px)', sm: 'calc(100dvh - 160px)', lg: 'calc(100dvh - 112px)' },
        minHeight: 420,
        mb: { xs: -3, sm: 0 },
        borderRadius: { xs: 0, sm: 3 },
        bgcolor: STAGE_BG,
        color: '#fff',
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', alignItems: 'baseline', gap: 1.5, minWidth: 0 }}>
        <Typography
          id="call-title"
          variant="h6"
          component="h1"
          sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title || t(`title.${callKind}`)}
        </Typography>
        <Typography
          variant="body2"
          role="status"
          data-testid="call-status"
          sx={{ color: 'rgba(255, 255, 255, 0.75)', flexShrink: 0 }}
        >
          {t(statusKey(snapshot), { kind: t(`title.${callKind}`) })}
        </Typography>
        {elapsed !== null && (
          <Typography
            component="time"
            variant="body2"
            data-testid="call-timer"
            sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDuration(elapsed)}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 1.5 }}>
        {notice && (phase === 'in-call' || phase === 'preparing') && (
          <Alert severity="warning" variant="filled" onClose={() => engine?.dismissNotice()} sx={{ mb: 1 }}>
            {t(`notice.${notice}`)}
          </Alert>
        )}
      </Box>
      <Box sx={{ px: 1.5, minHeight: 0 }}>{body}</Box>
      <Box sx={{ minHeight: 8 }}>
        {inCall && engine && (
          <CallControls engine={engine} local={local} ringing={call?.status === 'ringing'} />
        )}
      </Box>
    </Card>
  );
}
