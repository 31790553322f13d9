import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { MessagesPage } from '@betogether/contracts/chat/chat.schemas';
import { call } from '@/lib/api-client';

/** Where a page of history starts: the latest page, older than `beforeSeq`, or newer than `afterSeq`. */
export type HistoryPosition = { beforeSeq?: number; afterSeq?: number };

/** `GET /api/conversations/:conversationId/messages`: one page of history, in order of seq. */
export function fetchMessages(conversationId: string, position: HistoryPosition = {}): Promise<MessagesPage> {
  return call(chatEndpoints.messages, { params: { conversationId }, query: position });
}
