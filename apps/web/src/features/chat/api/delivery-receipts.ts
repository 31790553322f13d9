import { emitWithAck } from '@/lib/realtime';

/** Receipts of one conversation wait this long, so that a burst of messages sends one. */
const GATHER_MS = 1_000;
const ACK_MS = 5_000;

const waiting = new Map<string, number>();
const sent = new Map<string, number>();

/**
 * Tells the server this tab received a conversation's messages up to `seq` (`chat:delivered`,
 * the sender's second tick): at most one event a second per conversation, never for less than
 * what was already said. Without a socket nothing is sent (the next message will say it).
 */
export function markDelivered(conversationId: string, seq: number): void {
  if (seq <= (sent.get(conversationId) ?? 0)) return;
  const pending = waiting.get(conversationId);
  waiting.set(conversationId, Math.max(pending ?? 0, seq));
  if (pending !== undefined) return;
  setTimeout(() => {
    const upTo = waiting.get(conversationId) ?? seq;
    waiting.delete(conversationId);
    void emitWithAck('chat:delivered', { conversationId, seq: upTo }, ACK_MS).then((ack) => {
      if (ack) sent.set(conversationId, Math.max(sent.get(conversationId) ?? 0, upTo));
    });
  }, GATHER_MS);
}
