import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CallOutlined from '@mui/icons-material/CallOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { relativeTime } from '@/ui/relative-time';
import { usePresence } from '../api/get-presence';
import { ChatAvatar } from '../components/chat-avatar';
import { conversationName, partnerThreadOther } from '../components/conversation-name';
import { MuteMenu, mutedForGood } from '../settings/mute-menu';

type Props = {
  conversation: Conversation | undefined;
  /** A phone shows one pane at a time: the way back to the list. */
  onBack?: () => void;
  onMute: (until: string | null) => void;
  onInfo: () => void;
};

/** The details button of a group, a community room or a private discussion (their drawers). */
const detailsLabel = {
  group: 'group.info',
  community: 'group.roomInfo',
  private: 'group.privateInfo',
} as const;

/** "Online" or "Last seen 5 min ago" for a direct conversation; nothing when they hide it. */
function PresenceLine({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('chat');
  const presence = usePresence(userId).data;
  if (!presence) return null;
  let text = '';
  if (presence.online) text = t('presence.online');
  else if (presence.lastSeenAt)
    text = t('presence.lastSeen', {
      when: relativeTime(new Date(presence.lastSeenAt), new Date(), i18n.language),
    });
  if (!text) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" noWrap sx={{ m: 0 }}>
      {text}
    </Typography>
  );
}

/** The thread's top: who or which group, presence or members, mute, and the group's details or the profile. */
export function ThreadHeader({ conversation, onBack, onMute, onInfo }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [muteAnchor, setMuteAnchor] = useState<HTMLElement | null>(null);
  const name = conversation ? conversationName(conversation, t) : '';
  const peer = conversation?.kind === 'direct' ? conversation.peer : null;
  const partnerSide = conversation ? partnerThreadOther(conversation) : null;
  const mutedUntil = conversation?.mutedUntil ?? null;
  const mutedText = mutedUntil
    ? mutedForGood(mutedUntil)
      ? t('mute.muted')
      : t('mute.mutedUntil', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(mutedUntil),
          ),
        })
    : null;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onBack && (
        <IconButton aria-label={t('thread.back')} onClick={onBack}>
          <ArrowBackOutlined />
        </IconButton>
      )}
      {conversation ? (
        <ChatAvatar
          person={peer ?? partnerSide}
          name={name}
          src={partnerSide ? partnerSide.avatarUrl : conversation.avatarUrl}
          group={conversation.kind !== 'direct' && !partnerSide}
          sx={{ ml: onBack ? 0 : 1 }}
        />
      ) : (
        <Skeleton variant="circular" width={40} height={40} sx={{ ml: 1 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" variant="h6" noWrap>
          {conversation ? name : <Skeleton width={140} />}
        </Typography>
        {peer && <PresenceLine userId={peer.id} />}
        {conversation && conversation.kind !== 'direct' && (
          <Typography variant="caption" color="text.secondary" component="p" noWrap sx={{ m: 0 }}>
            {conversation.kind === 'partner'
              ? t(conversation.myRole === 'member' ? 'thread.partnerSupport' : 'thread.partnerQuestion')
              : t('group.memberCount', { count: conversation.memberCount })}
          </Typography>
        )}
      </Box>
      {conversation && (
        <>
          {(conversation.kind === 'direct' ||
            conversation.kind === 'group' ||
            conversation.kind === 'private') &&
            conversation.canWrite &&
            (['audio', 'video'] as const).map((kind) => (
              <IconButton
                key={kind}
                component={RouterLink}
                to={`${paths.videoCall.href()}?c=${conversation.id}&kind=${kind}`}
                aria-label={t(kind === 'audio' ? 'thread.audioCall' : 'thread.videoCall', { name })}
              >
                {kind === 'audio' ? <CallOutlined /> : <VideocamOutlined />}
              </IconButton>
            ))}
          <IconButton
            aria-label={mutedText ? `${mutedText}. ${t('mute.change')}` : t('mute.open')}
            aria-haspopup="menu"
            onClick={(event) => setMuteAnchor(event.currentTarget)}
          >
            {mutedUntil ? <NotificationsOffOutlined /> : <NotificationsOutlined />}
          </IconButton>
          {conversation.kind === 'direct'
            ? peer && (
                <IconButton
                  component={RouterLink}
                  to={paths.userProfile.href({ userId: peer.username })}
                  aria-label={t('thread.profile', { name })}
                >
                  <PersonOutlined />
                </IconButton>
              )
            : conversation.kind !== 'partner' && (
                <IconButton aria-label={t(detailsLabel[conversation.kind])} onClick={onInfo}>
                  <InfoOutlined />
                </IconButton>
              )}
          <MuteMenu
            anchor={muteAnchor}
            mutedUntil={mutedUntil}
            onMute={(until) => {
              setMuteAnchor(null);
              onMute(until);
            }}
            onClose={() => setMuteAnchor(null)}
          />
        </>
      )}
    </Box>
  );
}
