import { describe, expect, it } from 'vitest';
import { floatingPosition, VIEWPORT_MARGIN } from './floating-position';

const viewport = { width: 400, height: 800 };
const box = { width: 100, height: 30 };
// A 40 × 20 anchor at (x, y).
const anchorAt = (x: number, y: number) => ({ left: x, top: y, bottom: y + 20, width: 40 });

describe('floatingPosition', () => {
  it('centres the box below the anchor, a gap away', () => {
    expect(
      floatingPosition(anchorAt(180, 300), box, viewport, { side: 'bottom', align: 'center', gap: 10 }),
    ).toEqual({ top: 330, left: 150, side: 'bottom' });
  });

  it('puts it above, starting at the anchor’s left edge', () => {
    expect(
      floatingPosition(anchorAt(180, 300), box, viewport, { side: 'top', align: 'start', gap: 6 }),
    ).toEqual({
      top: 264,
      left: 180,
      side: 'top',
    });
  });

  it('flips to the other side when only that one has room', () => {
    // 10 px from the top: no room above.
    expect(
      floatingPosition(anchorAt(180, 10), box, viewport, { side: 'top', align: 'center', gap: 6 }),
    ).toEqual({
      top: 36,
      left: 150,
      side: 'bottom',
    });
    // 10 px from the bottom: no room below.
    expect(
      floatingPosition(anchorAt(180, 770), box, viewport, { side: 'bottom', align: 'center', gap: 6 }),
    ).toEqual({ top: 734, left: 150, side: 'top' });
  });

  it('keeps the preferred side when neither has room', () => {
    const tall = { width: 100, height: 500 };
    expect(
      floatingPosition(anchorAt(180, 380), tall, viewport, { side: 'top', align: 'center', gap: 6 }).side,
    ).toBe('top');
  });

  it('clamps it inside the viewport, a margin from each edge', () => {
    const place = { side: 'bottom', align: 'center', gap: 10 } as const;
    expect(floatingPosition(anchorAt(0, 300), box, viewport, place).left).toBe(VIEWPORT_MARGIN);
    expect(floatingPosition(anchorAt(370, 300), box, viewport, place).left).toBe(400 - VIEWPORT_MARGIN - 100);
    // Wider than the viewport: its start stays visible.
    expect(floatingPosition(anchorAt(180, 300), { width: 500, height: 30 }, viewport, place).left).toBe(
      VIEWPORT_MARGIN,
    );
  });
});
