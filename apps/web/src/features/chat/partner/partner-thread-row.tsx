import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { ChatAvatar } from '../components/chat-avatar';
import { conversationName } from '../components/conversation-name';
import { ConversationRow } from '../list/conversation-row';
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
  const { t } = useTranslation(['chat', 'chat-partner']);
  const thread = conversation.partnerThread;
  return (
    <ConversationRow
      conversation={conversation}
      href={href}
      selected={selected}
      me={me}
      testId="partner-thread"
      avatar={
        <ChatAvatar
          person={otherSide(conversation)}
          name={conversationName(conversation, t)}
          size={44}
          sx={{ mt: 0.5 }}
        />
      }
    >
      {thread && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.25, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
            {subjectWords(thread, t)}
          </Typography>
          {showStatus && <StatusChip status={thread.status} />}
        </Box>
      )}
    </ConversationRow>
  );
}
