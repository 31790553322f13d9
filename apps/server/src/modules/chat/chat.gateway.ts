import {
  callEventSchema,
  conversationSeqEventSchema,
  mediaEventSchema,
  sendMessageEventSchema,
  signalEventSchema,
  startCallEventSchema,
  typingEventSchema,
} from '@betogether/contracts/chat/chat.schemas';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { SocketHandler } from '../../platform/realtime';
import type { ChatService } from './chat.service';
import type { CallsService } from './chat-calls.service';

/** A refusal as the acknowledgement carries it: the error code, like the API's. */
async function answer<T>(work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { error: error.code };
    throw error;
  }
}

/**
 * Messages a member may send over sockets: a bucket of 20 that refills 2 a second (the HTTP send
 * has the `write` class). Per process: a member's tabs on two processes get a bucket each.
 */
const SEND_BURST = 20;
const SEND_PER_SECOND = 2;

function sendLimiter(now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (userId: string): boolean => {
    const time = now();
    const bucket = buckets.get(userId) ?? { tokens: SEND_BURST, at: time };
    bucket.tokens = Math.min(SEND_BURST, bucket.tokens + ((time - bucket.at) / 1000) * SEND_PER_SECOND);
    bucket.at = time;
    buckets.set(userId, bucket);
    if (buckets.size > 100_000) buckets.clear();
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

/** One handler with its payload typed by its schema. */
const on = <S extends z.ZodType>(handler: SocketHandler<S>) => handler as unknown as SocketHandler;

/**
 * The chat's socket events: the same rules as its calls (chat.routes.ts), for the open screen.
 * `chat:send` acknowledges `{ message }` (sent twice with one clientId: the first one) or `{ error }`.
 */
export function chatGateway(service: ChatService, calls: CallsService): SocketHandler[] {
  const mayPost = sendLimiter();
  return [
    on({
      event: 'chat:send',
      schema: sendMessageEventSchema,
      handle: ({ principal }, { conversationId, ...body }) =>
        answer(async () => {
          if (!mayPost(principal.userId)) throw new AppError('RATE_LIMITED');
          const { replayed: _replayed, ...message } = await service.send(
            principal.userId,
            conversationId,
            body,
          );
          return { message };
        }),
    }),
    on({
      event: 'chat:typing',
      schema: typingEventSchema,
      handle: ({ principal }, { conversationId }) =>
        answer(() => service.typing(principal.userId, conversationId)),
    }),
    on({
      event: 'chat:delivered',
      schema: conversationSeqEventSchema,
      handle: ({ principal }, { conversationId, seq }) =>
        answer(() => service.delivered(principal.userId, conversationId, seq)),
    }),
    on({
      event: 'chat:read',
      schema: conversationSeqEventSchema,
      handle: ({ principal }, { conversationId, seq }) =>
        answer(() => service.read(principal.userId, conversationId, seq)),
    }),
    // Calls: each answers { call } or { error }; signal and media answer { ok: true }.
    on({
      event: 'call:start',
      schema: startCallEventSchema,
      handle: ({ principal }, { conversationId, kind }) =>
        answer(async () => ({ call: await calls.start(principal.userId, conversationId, kind) })),
    }),
    on({
      event: 'call:accept',
      schema: callEventSchema,
      handle: ({ principal }, { callId }) =>
        answer(async () => ({ call: await calls.accept(principal.userId, callId) })),
    }),
    on({
      event: 'call:decline',
      schema: callEventSchema,
      handle: ({ principal }, { callId }) =>
        answer(async () => ({ call: await calls.decline(principal.userId, callId) })),
    }),
    on({
      event: 'call:leave',
      schema: callEventSchema,
      handle: ({ principal }, { callId }) =>
        answer(async () => ({ call: await calls.leave(principal.userId, callId) })),
    }),
    on({
      event: 'call:signal',
      schema: signalEventSchema,
      handle: ({ principal }, { callId, to, data }) =>
        answer(() => calls.signal(principal.userId, callId, to, data)),
    }),
    on({
      event: 'call:media',
      schema: mediaEventSchema,
      handle: ({ principal }, { callId, state }) =>
        answer(() => calls.media(principal.userId, callId, state)),
    }),
  ];
}
