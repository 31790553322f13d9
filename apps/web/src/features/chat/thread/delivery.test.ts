import { describe, expect, it } from 'vitest';
import { ana, ben, chatMember, me } from '../testing/chat-builders';
import { deliveryOf } from './delivery';

describe('ticks of one’s own message', () => {
  it('sent, delivered, read as the other member moves on', () => {
    const members = (delivered: number, read: number) => [
      chatMember(me, { readSeq: 9 }),
      chatMember(ana, { deliveredSeq: delivered, readSeq: read }),
    ];
    expect(deliveryOf(5, members(4, 4), me.id).tick).toBe('sent');
    expect(deliveryOf(5, members(5, 4), me.id).tick).toBe('delivered');
    expect(deliveryOf(5, members(5, 7), me.id)).toEqual({ tick: 'read', readBy: 1, others: 1 });
  });

  it('in a group: read once everyone read it, "read by" counting who did', () => {
    const members = [
      chatMember(me),
      chatMember(ana, { deliveredSeq: 5, readSeq: 5 }),
      chatMember(ben, { deliveredSeq: 5, readSeq: 2 }),
    ];
    expect(deliveryOf(5, members, me.id)).toEqual({ tick: 'delivered', readBy: 1, others: 2 });
  });

  it('stays "sent" for someone who keeps receipts to themselves', () => {
    const members = [chatMember(me), chatMember(ana, { deliveredSeq: null, readSeq: null })];
    expect(deliveryOf(1, members, me.id).tick).toBe('sent');
  });
});
