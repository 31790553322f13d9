import { emitWithAck } from '@/lib/realtime';

/** At most one "is typing" signal per conversation this often (the others show it for 5 s). */
const EVERY_MS = 3_000;
const ACK_MS = 3_000;
const lastSent = new Map<string, number>();

/** `chat:typing` while the member writes, at most every 3 s per conversation. */
export function sendTyping(conversationId: string, now = Date.now()): void {
  if (now - (lastSent.get(conversationId) ?? 0) < EVERY_MS) return;
  lastSent.set(conversationId, now);
  void emitWithAck('chat:typing', { conversationId }, ACK_MS);
}

/** After a message leaves, the next keystroke says "typing" again at once. */
export function typingStopped(conversationId: string): void {
  lastSent.delete(conversationId);
}
