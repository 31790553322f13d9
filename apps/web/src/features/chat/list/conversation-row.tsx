import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { ChatAvatar } from '../components/chat-avatar';
import { listTime } from '../components/chat-time';
import { conversationName } from '../components/conversation-name';
import { messagePreview } from '../components/message-preview';
import { RowLink } from '../components/row-link';

const COUNT_MAX = 99;

type Props = {
  conversation: ConversationSummary;
  href: string;
  selected: boolean;
  me: string | undefined;
  /** In place of the conversation's picture (a partner thread shows who it is with). */
  avatar?: ReactNode;
  /** A line between the name and the last message (a partner thread's subject); the picture then
   * stands at the top of the three lines. */
  children?: ReactNode;
  testId?: string;
};

/** A conversation in a list: picture, name, last message, when, unread count, muted. */
export function ConversationRow(props: Props) {
  const { conversation, href, selected, me, avatar, children, testId = 'chat-conversation' } = props;
  const { t, i18n } = useTranslation('chat');
  const name = conversationName(conversation, t);
  const { unread } = conversation;
  const muted = conversation.mutedUntil !== null;
  const when = conversation.lastMessage?.createdAt ?? conversation.lastActivityAt;
  return (
    <Box component="li">
      <RowLink
        href={href}
        selected={selected}
        testId={testId}
        sx={{
          gap: 1.5,
          py: 1,
          px: 1.5,
          mx: 0.5,
          borderRadius: 2,
          alignItems: children ? 'flex-start' : 'center',
        }}
      >
        {avatar ?? (
          <ChatAvatar
            person={conversation.peer}
            name={name}
            src={conversation.avatarUrl}
            group={conversation.kind !== 'direct'}
            size={48}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}>
              {name}
            </Typography>
            <Typography
              variant="caption"
              color={unread > 0 && !muted ? 'primary' : 'text.secondary'}
              sx={{ flexShrink: 0 }}
            >
              <time dateTime={when}>{listTime(when, i18n.language)}</time>
            </Typography>
          </Box>
          {children}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography
              variant="body2"
              noWrap
              color={unread > 0 ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, fontWeight: unread > 0 ? 600 : 400 }}
            >
              {messagePreview(conversation, { t, language: i18n.language, me })}
            </Typography>
            {muted && (
              <NotificationsOffOutlined
                role="img"
                aria-label={t('list.muted')}
                aria-hidden={false}
                sx={{ fontSize: 16, color: 'text.secondary' }}
              />
            )}
            {unread > 0 && (
              <Box component="span" sx={visuallyHidden}>
                {t('list.unread', { count: unread })}
              </Box>
            )}
            {unread > 0 && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  minWidth: 20,
                  height: 20,
                  px: 0.75,
                  borderRadius: 999,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 12,
                  fontWeight: 700,
                  bgcolor: muted ? 'text.secondary' : 'primary.main',
                  color: 'background.paper',
                }}
              >
                {unread > COUNT_MAX ? `${COUNT_MAX}+` : unread}
              </Box>
            )}
          </Box>
        </Box>
      </RowLink>
    </Box>
  );
}
