import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Message, SendMessageBody } from '@betogether/contracts/chat/chat.schemas';
import { call } from '@/lib/api-client';
import { emitWithAck } from '@/lib/realtime';
import { refusedForGood, socketRefusal } from './socket-refusal';

/** How long the socket's acknowledgement may take before the call goes over HTTP instead. */
const ACK_MS = 8_000;

type SendAck = { message: Message } | { error: string };

/**
 * Sends one message: `chat:send` over the socket when it is connected, else (or without an answer
 * in time) `POST /api/conversations/:conversationId/messages`. Both carry the same clientId, so a
 * message that reached the server before the HTTP resend is stored once and answered again.
 * A refusal throws an ApiError with its code; a network failure, ApiError status 0.
 */
export async function sendMessage(conversationId: string, body: SendMessageBody): Promise<Message> {
  const acked = await emitWithAck<SendAck>('chat:send', { conversationId, ...body }, ACK_MS);
  if (acked && 'message' in acked) return acked.message;
  if (acked && 'error' in acked && refusedForGood(acked.error)) throw socketRefusal(acked.error);
  return call(chatEndpoints.send, { params: { conversationId }, body });
}
