import type { Message } from '@betogether/contracts/chat/chat.schemas';
import type { ServerEvents } from '@betogether/contracts/realtime/realtime.schemas';

/** A message as `chat:message-updated` carries it: the same for everyone, without `myReaction`. */
export type SharedMessage = ServerEvents['chat:message-updated']['message'];
export type ReactionChange = ServerEvents['chat:message-updated']['reaction'];

/** The later of two copies of one message: a deletion or a later edit is never undone by an older copy. */
function fresher(known: Message, incoming: Message): Message {
  if (known.deletedAt && !incoming.deletedAt) return known;
  if (known.editedAt && incoming.editedAt && known.editedAt > incoming.editedAt) return known;
  return incoming;
}

/**
 * Both lists as one, in order of seq (a message's place, unique in its conversation): a message
 * known twice is kept once, the incoming copy unless the known one is later.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return [...current];
  const bySeq = new Map<number, Message>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const known = bySeq.get(message.seq);
    bySeq.set(message.seq, known ? fresher(known, message) : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The last seq of the run without a hole from the first message known (0 when none): what came
 * after it is asked for with `afterSeq` when a message arrives past a hole, or after a reconnection.
 */
export function contiguousEnd(messages: readonly Message[]): number {
  let end = messages[0]?.seq ?? 0;
  for (const message of messages.slice(1)) {
    if (message.seq !== end + 1) break;
    end = message.seq;
  }
  return end;
}

/**
 * A message changed elsewhere (edited, deleted, reacted to): its new shared state, with the
 * reader's own reaction kept, unless the change was theirs (another tab of theirs).
 */
export function applyUpdate(
  known: Message,
  shared: SharedMessage,
  reaction: ReactionChange,
  myId: string | undefined,
): Message {
  const mine = reaction && reaction.userId === myId ? reaction.emoji : known.myReaction;
  return { ...shared, myReaction: shared.deletedAt ? null : mine };
}

/** The reader's reaction set to `emoji` (null: taken back), the counts moved to match, most first. */
export function withMyReaction(message: Message, emoji: string | null): Message {
  const counts = new Map(message.reactions.map((reaction) => [reaction.emoji, reaction.count]));
  if (message.myReaction) {
    const left = (counts.get(message.myReaction) ?? 1) - 1;
    if (left > 0) counts.set(message.myReaction, left);
    else counts.delete(message.myReaction);
  }
  if (emoji) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  const reactions = [...counts]
    .map(([value, count]) => ({ emoji: value, count }))
    .sort((a, b) => b.count - a.count);
  return { ...message, reactions, myReaction: emoji };
}
