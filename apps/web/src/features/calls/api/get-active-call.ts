import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Call } from '@betogether/contracts/chat/chat.schemas';
import { call } from '@/lib/api-client';

/**
 * `GET /api/conversations/:conversationId/call`: the call ringing or going on there (to join it),
 * or null. Asked each time, never cached: a call starts and ends from one second to the next.
 */
export async function getActiveCall(conversationId: string): Promise<Call | null> {
  const answer = await call(chatEndpoints.activeCall, { params: { conversationId } });
  return answer.call;
}
