import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` once the page has painted its first view: what sits below the fold (a
 * statement, an invitation card) does not hold back the top of the screen on a slow phone. Until
 * then `placeholder` keeps the place, so nothing moves when they come.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // After the browser paints (rAF then a task), and as a transition: React may slice it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return ready ? children : placeholder;
}
