/**
 * Where a floating box (a hint, the reaction picker) goes next to its anchor, in viewport
 * coordinates for `position: fixed`. It replaces MUI Popper, whose @popperjs/core weighed 50 KB on
 * every member page for two simple cases: above or below, centred or aligned on the start edge.
 */

export type FloatingSide = 'top' | 'bottom';

export type FloatingPlacement = {
  /** The preferred side; the other one is used when only it has room. */
  side: FloatingSide;
  /** Centred on the anchor, or starting at its left edge. */
  align: 'center' | 'start';
  /** Pixels between the anchor and the box. */
  gap: number;
};

type Box = { width: number; height: number };
type AnchorRect = { top: number; bottom: number; left: number; width: number };

/** Kept free at the viewport's edges, so the box never touches them. */
export const VIEWPORT_MARGIN = 8;

export function floatingPosition(
  anchor: AnchorRect,
  floating: Box,
  viewport: Box,
  { side, align, gap }: FloatingPlacement,
): { top: number; left: number; side: FloatingSide } {
  const topOn = (on: FloatingSide) =>
    on === 'top' ? anchor.top - gap - floating.height : anchor.bottom + gap;
  const fits = (on: FloatingSide) => {
    const top = topOn(on);
    return top >= VIEWPORT_MARGIN && top + floating.height <= viewport.height - VIEWPORT_MARGIN;
  };
  const other: FloatingSide = side === 'top' ? 'bottom' : 'top';
  // Like Popper's flip: the other side only when it has room and the preferred one has not.
  const chosen = !fits(side) && fits(other) ? other : side;

  const wanted = align === 'start' ? anchor.left : anchor.left + (anchor.width - floating.width) / 2;
  const rightmost = viewport.width - VIEWPORT_MARGIN - floating.width;
  // Wider than the viewport: keep its start visible.
  const left = Math.max(VIEWPORT_MARGIN, Math.min(wanted, rightmost));
  return { top: topOn(chosen), left, side: chosen };
}
