import { useParams } from 'react-router';
import { ChatPage } from '@/features/chat/chat-page';
import { OpenConversation } from '@/features/chat/open-conversation';

/** `/betogether/conversation/inbox`: the member's conversations; `?c=<id>` opens one. */
export function ChatInboxRoute() {
  return <ChatPage />;
}

/** `/betogether/conversation/{referrer}`: the conversation with the member of that username (or id). */
export function ConversationRoute() {
  const { referrer = '' } = useParams();
  if (referrer.toLowerCase() === 'inbox') return <ChatPage />;
  return <OpenConversation key={referrer} referrer={referrer} />;
}
