import { z } from 'zod';
import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { callSchema, mediaStateSchema, messageSchema, signalDataSchema } from './chat.schemas';

/** What an open chat hears live (sent to every tab of each member of the conversation). */
const chatServerEvents = {
  /** A new message: the client keeps `seq` order and asks for a gap (afterSeq) when one shows. */
  'chat:message': z.object({ message: messageSchema }),
  /**
   * A message was edited, deleted or reacted to: its new state, the same for everyone (so without
   * `myReaction`: a client keeps its own, unless `reaction` says it changed it in another tab).
   */
  'chat:message-updated': z.object({
    message: messageSchema.omit({ myReaction: true }),
    reaction: z.object({ userId: z.uuid(), emoji: z.string().nullable() }).nullable(),
  }),
  /** Someone is writing (shown for CHAT_LIMITS.typingMs unless repeated). */
  'chat:typing': z.object({ conversationId: z.uuid(), user: personSummarySchema }),
  /** How far a member received and read (not sent for those who keep receipts to themselves). */
  'chat:receipt': z.object({
    conversationId: z.uuid(),
    userId: z.uuid(),
    deliveredSeq: z.number().int().min(0),
    readSeq: z.number().int().min(0),
  }),
  /** The conversation itself changed (created, renamed, members in or out, muted, read elsewhere): refetch it. */
  'chat:conversation': z.object({ conversationId: z.uuid() }),
  /** A call rings (to the others of the conversation), or changed (someone joined or left, it ended). */
  'call:ring': z.object({ call: callSchema }),
  'call:update': z.object({ call: callSchema }),
  /** I declined this call in one of my tabs: it stops ringing in the others (a group call goes on). */
  'call:declined': z.object({ callId: z.uuid() }),
  /** An offer, answer or ICE candidate from another participant, for me. */
  'call:signal': z.object({ callId: z.uuid(), from: z.uuid(), data: signalDataSchema }),
  /** Another participant muted, turned the camera off, or shares their screen. */
  'call:media': z.object({ callId: z.uuid(), userId: z.uuid(), state: mediaStateSchema }),
  /** My unread total changed. */
  'chat:unread': z.object({ total: z.number().int().min(0), conversations: z.number().int().min(0) }),
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof chatServerEvents> {}
}
