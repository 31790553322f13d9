import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { ChatAvatar } from '../components/chat-avatar';
import { listTime } from '../components/chat-time';
import { conversationName } from '../components/conversation-name';
import { messagePreview } from '../components/message-preview';
import { otherSide, subjectWords } from './partner-words';
import { StatusChip } from './status-chip';

type Props = {
  conversation: ConversationSummary;
  href: string;
  selected: boolean;
  me: string | undefined;
  /** The member's own questions say where each stands; the queue's tab already says it. */
  showStatus: boolean;
};

/** A partner thread in a list: who it is with, what it is about, its last message, unread. */
export function PartnerThreadRow({ conversation, href, selected, me, showStatus }: Props) {
  const { t, i18n } = useTranslation(['chat', 'chat-partner']);
  const thread = conversation.partnerThread;
  const name = conversationName(conversation, t);
  const { unread } = conversation;
  const when = conversation.lastMessage?.createdAt ?? conversation.lastActivityAt;
  return (
    <Box component="li">
      <ListItemButton
        component={RouterLink}
        to={href}
        state={{ fromList: true }}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        data-testid="partner-thread"
        sx={{ gap: 1.5, py: 1, px: 1.5, mx: 0.5, borderRadius: 2, alignItems: 'flex-start' }}
      >
        <ChatAvatar person={otherSide(conversation)} name={name} size={44} sx={{ mt: 0.5 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}>
              {name}
            </Typography>
            <Typography
              variant="caption"
              color={unread > 0 ? 'primary' : 'text.secondary'}
              sx={{ flexShrink: 0 }}
            >
              <time dateTime={when}>{listTime(when, i18n.language)}</time>
            </Typography>
          </Box>
          {thread && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.25, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
                {subjectWords(thread, t)}
              </Typography>
              {showStatus && <StatusChip status={thread.status} />}
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography
              variant="body2"
              noWrap
              color={unread > 0 ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, fontWeight: unread > 0 ? 600 : 400 }}
            >
              {messagePreview(conversation, { t, language: i18n.language, me })}
            </Typography>
            {unread > 0 && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {t('list.unread', { count: unread })}
                </Box>
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
                    bgcolor: 'primary.main',
                    color: 'background.paper',
                  }}
                >
                  {unread > 99 ? '99+' : unread}
                </Box>
              </>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </Box>
  );
}
