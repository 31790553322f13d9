import {
  conversationSeqEventSchema,
  sendMessageEventSchema,
  typingEventSchema,
} from '@betogether/contracts/chat/chat.schemas';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { SocketHandler } from '../../platform/realtime';
import type { ChatService } from './chat.service';

/** A refusal as the acknowledgement carries it: the error code, like the API's. */
async function answer<T>(work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { error: error.code };
    throw error;
  }
}

/** One handler with its payload typed by its schema. */
const on = <S extends z.ZodType>(handler: SocketHandler<S>) => handler as unknown as SocketHandler;

/**
 * The chat's socket events: the same rules as its calls (chat.routes.ts), for the open screen.
 * `chat:send` acknowledges `{ message }` (sent twice with one clientId: the first one) or `{ error }`.
 */
export function chatGateway(service: ChatService): SocketHandler[] {
  return [
    on({
      event: 'chat:send',
      schema: sendMessageEventSchema,
      handle: ({ principal }, { conversationId, ...body }) =>
        answer(async () => {
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
  ];
}
