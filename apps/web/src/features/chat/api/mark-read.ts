import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { call } from '@/lib/api-client';
import { emitWithAck } from '@/lib/realtime';

const ACK_MS = 5_000;

/**
 * Read up to `seq`: `chat:read` over the socket, `POST /api/conversations/:conversationId/read`
 * when it is down. The server moves only forward, so a repeat changes nothing.
 */
export async function markRead(conversationId: string, seq: number): Promise<void> {
  const acked = await emitWithAck<{ error?: string }>('chat:read', { conversationId, seq }, ACK_MS);
  if (acked && !acked.error) return;
  await call(chatEndpoints.read, { params: { conversationId }, body: { seq } });
}
