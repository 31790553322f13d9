import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** After the last scroll event, how long until the scroll counts as settled on a short. */
const SETTLE_MS = 120;
/** A pause this long between wheel events starts a new gesture (a trackpad's fling keeps sending). */
const WHEEL_GESTURE_GAP_MS = 250;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Which short is current in a scroll-snap list, and `go(index)` to move: a swipe or the scrollbar
 * moves the list and the short in view becomes current once scrolling settles; the wheel moves one
 * short per gesture; keys and buttons call `go`, which scrolls the short into view.
 */
export function usePlayerNavigation(scroller: RefObject<HTMLElement | null>, count: number) {
  const [current, setCurrent] = useState(0);
  const state = useRef({ current, count });
  state.current = { current, count };

  // The last short was deleted: the one before it becomes current.
  useEffect(() => {
    if (count > 0 && current > count - 1) setCurrent(count - 1);
  }, [current, count]);

  const go = useCallback(
    (index: number) => {
      if (index < 0 || index >= state.current.count) return false;
      const slide = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      slide?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
      setCurrent(index);
      return true;
    },
    [scroller],
  );

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let timer: number | undefined;
    // Only once settled: on the way, the half-scrolled positions are neither short.
    const settle = () => {
      if (element.clientHeight === 0) return;
      const index = Math.round(element.scrollTop / element.clientHeight);
      setCurrent(Math.max(0, Math.min(index, state.current.count - 1)));
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, SETTLE_MS);
    };
    let lastWheel = Number.NEGATIVE_INFINITY;
    let armed = true;
    const onWheel = (event: WheelEvent) => {
      // Pinch-zoom (ctrl) and sideways scrolling are left to the browser.
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      if (event.timeStamp - lastWheel > WHEEL_GESTURE_GAP_MS) armed = true;
      lastWheel = event.timeStamp;
      if (!armed || Math.abs(event.deltaY) < 4) return;
      armed = false;
      go(state.current.current + Math.sign(event.deltaY));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
    };
  }, [scroller, go]);

  return { current, go };
}
