import { type RefObject, useEffect, useRef } from 'react';

/**
 * Infinite scroll: `onLoad` runs when the returned element comes within `rootMargin` of the
 * screen while `active` (more to load, nothing loading, no failed page). The observer is made
 * again each time `active` turns on, so a sentinel still in view asks for the page after. Without
 * IntersectionObserver nothing happens: callers keep a "Load more" button for that (and for
 * keyboards and screen readers).
 */
export function useLoadOnView<T extends Element>(
  active: boolean,
  onLoad: () => void,
  rootMargin: string,
): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, rootMargin]);

  return sentinel;
}
