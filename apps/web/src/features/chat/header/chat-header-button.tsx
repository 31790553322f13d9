import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useUnreadMessages } from './use-unread-messages';

const BADGE_MAX = 99;

/**
 * The header's way to the chat, on every signed-in page, with the unread count (live). Its texts
 * are the shell's (`common`): the chat's own load with the chat.
 */
export function ChatHeaderButton() {
  const { t } = useTranslation();
  const total = useUnreadMessages();
  // The name says what the badge shows (axe label-content-name-mismatch), as the bell does.
  const label =
    total > BADGE_MAX
      ? t('nav.messagesWithMany', { shown: `${BADGE_MAX}+` })
      : total > 0
        ? t('nav.messagesWithCount', { count: total })
        : t('nav.messages');

  return (
    <IconButton component={RouterLink} to={paths.chatInbox.href()} aria-label={label}>
      <Badge
        badgeContent={total}
        color="error"
        max={BADGE_MAX}
        data-testid="chat-badge"
        sx={{ [`& .${badgeClasses.invisible}`]: { display: 'none' } }}
      >
        <ChatOutlined />
      </Badge>
    </IconButton>
  );
}
