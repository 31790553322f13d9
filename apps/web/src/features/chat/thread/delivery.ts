import type { ConversationMember } from '@betogether/contracts/chat/chat.schemas';

/** How far one's own stored message went: stored, reached the others' devices, read by them. */
type Tick = 'sent' | 'delivered' | 'read';

export type Delivery = { tick: Tick; readBy: number; others: number };

/**
 * One's message `seq` against the others' receipts: read when every other member read it,
 * delivered when it reached every one, else sent. `readBy` counts who read it (a group's "read by
 * N"). Members who keep receipts to themselves (null) never count: their messages stay "sent".
 */
export function deliveryOf(
  seq: number,
  members: readonly ConversationMember[],
  me: string | undefined,
): Delivery {
  const others = members.filter((member) => member.person.id !== me);
  const readBy = others.filter((member) => (member.readSeq ?? -1) >= seq).length;
  const deliveredTo = others.filter(
    (member) => Math.max(member.deliveredSeq ?? -1, member.readSeq ?? -1) >= seq,
  ).length;
  const all = others.length;
  const tick: Tick =
    all > 0 && readBy === all ? 'read' : all > 0 && deliveredTo === all ? 'delivered' : 'sent';
  return { tick, readBy, others: all };
}
