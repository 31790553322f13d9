import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** A conversation as a call answered it: its detail at once, the list asked again. */
export function conversationChanged(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
}
