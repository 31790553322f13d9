import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { Conversation, Message } from '@betogether/contracts/chat/chat.schemas';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';

const ReportMessageDialog = lazyPart(() =>
  import('./report-message-dialog').then((m) => m.ReportMessageDialog),
);

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

/** Someone else's words, still there: what a member may report (the product's own messages are not). */
export function mayReport(message: Message, me: string | undefined): boolean {
  return (
    message.sender !== null &&
    message.sender.id !== me &&
    (message.kind === 'text' || message.kind === 'story_reply') &&
    message.deletedAt === null
  );
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

/**
 * A message's actions: reply, react, copy, edit or delete when allowed, and report someone else's
 * (its dialog lives here: it needs nothing of the thread).
 */
export function MessageMenu({ message, anchor, me, conversation, canWrite, onChoose, onClose }: Props) {
  const { t } = useTranslation('chat');
  const [report, setReport] = useState<{ id: string; open: boolean } | null>(null);
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
    <>
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
        {message && mayReport(message, me) && (
          <MenuItem
            {...ReportMessageDialog.preloadProps}
            onClick={() => {
              setReport({ id: message.id, open: true });
              onClose();
            }}
          >
            <ListItemIcon>
              <FlagOutlined fontSize="small" />
            </ListItemIcon>
            {t('report.action')}
          </MenuItem>
        )}
      </Menu>
      {report && (
        <ReportMessageDialog
          key={report.id}
          messageId={report.id}
          open={report.open}
          onClose={() => setReport({ ...report, open: false })}
        />
      )}
    </>
  );
}
