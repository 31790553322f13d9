import { type RefObject, useLayoutEffect } from 'react';
import { type FloatingPlacement, floatingPosition } from './floating-position';

/**
 * While `open`, puts `floating` (rendered with `position: fixed`) beside `anchor`, before the
 * browser paints, and again on every scroll (of any container: capture) and resize.
 */
export function useFloatingPosition(
  open: boolean,
  anchor: RefObject<Element | null>,
  floating: RefObject<HTMLElement | null>,
  placement: FloatingPlacement,
) {
  // No dependency list on purpose: each render may change the box's content, hence its size.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const target = anchor.current;
      const box = floating.current;
      if (!target || !box) return;
      const root = document.documentElement;
      // clientWidth leaves the scroll bar out; jsdom and odd embeddings report 0.
      const viewport = {
        width: root.clientWidth || window.innerWidth,
        height: root.clientHeight || window.innerHeight,
      };
      const size = box.getBoundingClientRect();
      const { top, left } = floatingPosition(target.getBoundingClientRect(), size, viewport, placement);
      box.style.top = `${top}px`;
      box.style.left = `${left}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  });
}
