import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation, Message } from '@betogether/contracts/chat/chat.schemas';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';

/** One's own text, within the day the server allows for editing it. */
export function mayEdit(message: Message, me: string | undefined, now = Date.now()): boolean {
  return (
    message.sender?.id === me &&
    message.kind === 'text' &&
    message.deletedAt === null &&
    now - Date.parse(message.createdAt) < CHAT_LIMITS.editMinutes * 60_000
  );
}

/** One's own text, or anyone's in a group one owns or moderates (as the server decides). */
function mayDelete(message: Message, me: string | undefined, conversation: Conversation | undefined) {
  if (message.kind !== 'text' || message.deletedAt !== null) return false;
  if (message.sender?.id === me) return true;
  return conversation !== undefined && conversation.kind !== 'direct' && conversation.myRole !== 'member';
}

export type MessageChoice = 'reply' | 'react' | 'edit' | 'delete' | 'copy';

type Props = {
  message: Message | null;
  anchor: HTMLElement | null;
  me: string | undefined;
  conversation: Conversation | undefined;
  canWrite: boolean;
  onChoose: (choice: MessageChoice, message: Message) => void;
  onClose: () => void;
};

/** A message's actions: reply, react, copy, and edit or delete when allowed. */
export function MessageMenu({ message, anchor, me, conversation, canWrite, onChoose, onClose }: Props) {
  const { t } = useTranslation('chat');
  const items: Array<{ choice: MessageChoice; icon: typeof ReplyOutlined; shown: boolean }> = message
    ? [
        { choice: 'reply', icon: ReplyOutlined, shown: canWrite },
        { choice: 'react', icon: AddReactionOutlined, shown: true },
        { choice: 'copy', icon: ContentCopyOutlined, shown: Boolean(message.text) },
        { choice: 'edit', icon: EditOutlined, shown: canWrite && mayEdit(message, me) },
        { choice: 'delete', icon: DeleteOutlined, shown: mayDelete(message, me, conversation) },
      ]
    : [];
  return (
    <Menu open={message !== null && anchor !== null} anchorEl={anchor} onClose={onClose}>
      {items
        .filter((item) => item.shown)
        .map(({ choice, icon: Icon }) => (
          <MenuItem key={choice} onClick={() => message && onChoose(choice, message)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`message.${choice}`)}
          </MenuItem>
        ))}
    </Menu>
  );
}
