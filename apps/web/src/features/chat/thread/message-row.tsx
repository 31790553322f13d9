import type { Message } from '@betogether/contracts/chat/chat.schemas';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CallRecord } from '@/ui/call-record';
import { ChatAvatar } from '../components/chat-avatar';
import { timeOfDay } from '../components/chat-time';
import { systemText } from '../components/system-text';
import { MessageAttachments } from './attachments/message-attachments';
import { Bubble, Quote } from './bubble-parts';
import type { Delivery } from './delivery';
import { ReactionsRow } from './reactions';

/** What the row can ask of the thread. */
export type RowActions = {
  quote: (quoted: NonNullable<Message['replyTo']>) => void;
  react: (message: Message, emoji: string | null) => void;
  openMenu: (message: Message, anchor: HTMLElement) => void;
  openPicker: (message: Message, anchor: HTMLElement) => void;
};

type Props = {
  message: Message;
  me: string | undefined;
  group: boolean;
  /** First and last of a run of messages by one sender (the name above, the time below). */
  first: boolean;
  last: boolean;
  /** One's own message at the end of a run: how far it went. */
  delivery: Delivery | null;
  highlighted: boolean;
  nameOf: (userId: string) => string | null;
  actions: RowActions;
};

/** One's own message's ticks: ✓ stored, ✓✓ reached the others, ✓✓ in blue once read. */
function Ticks({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('chat');
  const Icon = delivery.tick === 'sent' ? DoneOutlined : DoneAllOutlined;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(`ticks.${delivery.tick}`)}
      data-tick={delivery.tick}
      sx={{ display: 'inline-flex', color: delivery.tick === 'read' ? 'primary.main' : 'text.secondary' }}
    >
      <Icon sx={{ fontSize: 16 }} />
    </Box>
  );
}

/** A line of the product ("Ana added Ben"), centred. */
function SystemRow({ message, me, nameOf }: Pick<Props, 'message' | 'me' | 'nameOf'>) {
  const { t, i18n } = useTranslation('chat');
  return (
    <Box component="li" id={`chat-message-${message.id}`} sx={{ textAlign: 'center', px: 2, my: 1.5 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 999, bgcolor: 'action.hover' }}
      >
        {systemText(message, { t, language: i18n.language, me, nameOf })}
      </Typography>
    </Box>
  );
}

/** The words of a message: its text, or what stands in for it (deleted, a call). */
function Body({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('chat');
  if (message.deletedAt)
    return (
      <Typography component="p" sx={{ m: 0, fontStyle: 'italic' }}>
        {t(
          message.meta?.removedBy === 'moderators'
            ? 'message.removedByModerators'
            : mine
              ? 'message.deletedMine'
              : 'message.deleted',
        )}
      </Typography>
    );
  return (
    <>
      {message.kind === 'story_reply' && (
        <Typography variant="caption" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {t('kinds.storyReply')}
        </Typography>
      )}
      <MessageAttachments files={message.attachments} />
      {(message.kind === 'call' || message.text) && (
        <Typography component="p" sx={{ m: 0 }}>
          {message.kind === 'call' ? t('kinds.call') : message.text}
        </Typography>
      )}
      {message.editedAt && (
        <Typography variant="caption" component="p" sx={{ m: 0, textAlign: 'right' }}>
          {t('message.edited')}
        </Typography>
      )}
    </>
  );
}

/** A message in the thread: bubble, reactions, time and ticks, and its actions on hover or focus. */
export function MessageRow({
  message,
  me,
  group,
  first,
  last,
  delivery,
  highlighted,
  nameOf,
  actions,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  if (message.kind === 'system') return <SystemRow message={message} me={me} nameOf={nameOf} />;
  if (message.kind === 'call')
    return (
      <Box
        component="li"
        id={`chat-message-${message.id}`}
        sx={{ display: 'flex', justifyContent: 'center', px: 2, my: 1.5 }}
      >
        <CallRecord message={message} me={me} nameOf={nameOf} />
      </Box>
    );
  const mine = message.sender?.id === me;
  const name = message.sender?.displayName ?? t('system.someone');
  const live = message.deletedAt === null;
  const quoted = message.replyTo;
  let meta: ReactNode = null;
  if (last)
    meta = (
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ m: 0, mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <time dateTime={message.createdAt}>{timeOfDay(message.createdAt, i18n.language)}</time>
        {delivery && <Ticks delivery={delivery} />}
        {delivery && group && delivery.readBy > 0 && (
          <span>{t('ticks.readBy', { count: delivery.readBy })}</span>
        )}
      </Typography>
    );

  return (
    <Box
      component="li"
      id={`chat-message-${message.id}`}
      data-testid="chat-message"
      data-mine={mine}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: mine ? 'row-reverse' : 'row',
        alignItems: 'center',
        gap: 0.5,
        px: { xs: 1, sm: 2 },
        pt: first ? 1.5 : 0.25,
        transition: 'background-color 600ms',
        bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
        '&:hover .chat-actions, &:focus-within .chat-actions': { opacity: 1 },
      })}
    >
      {group && !mine && (
        <Box sx={{ width: 28, flexShrink: 0, alignSelf: 'flex-end', mb: last ? 2.5 : 0 }}>
          {last && <ChatAvatar person={message.sender} name={name} size={28} />}
        </Box>
      )}
      <Box
        sx={{
          minWidth: 0,
          maxWidth: { xs: '78%', md: '70%' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: mine ? 'flex-end' : 'flex-start',
        }}
      >
        {group && !mine && first && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
            {name}
          </Typography>
        )}
        <Bubble mine={mine} muted={!live}>
          {live && quoted && <Quote quoted={quoted} mine={mine} onOpen={() => actions.quote(quoted)} />}
          <Body message={message} mine={mine} />
        </Bubble>
        {live && (
          <ReactionsRow message={message} mine={mine} onReact={(emoji) => actions.react(message, emoji)} />
        )}
        {meta}
      </Box>
      {live && (
        <Box
          className="chat-actions"
          sx={{ display: 'flex', flexShrink: 0, opacity: 0, '@media (hover: none)': { opacity: 1 } }}
        >
          {/* On a touch screen the menu alone (its React entry): two buttons by every bubble crowd a phone. */}
          <IconButton
            size="small"
            aria-label={t('message.react')}
            onClick={(event) => actions.openPicker(message, event.currentTarget)}
            sx={{ '@media (hover: none)': { display: 'none' } }}
          >
            <AddReactionOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('message.more')}
            aria-haspopup="menu"
            onClick={(event) => actions.openMenu(message, event.currentTarget)}
          >
            <MoreVertOutlined fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
