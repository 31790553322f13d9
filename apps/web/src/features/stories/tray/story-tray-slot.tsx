import { lazy, Suspense } from 'react';
import { TraySkeleton } from './tray-skeleton';

const StoryTray = lazy(() => import('./story-tray').then((module) => ({ default: module.StoryTray })));

/**
 * The stories tray for the top of the feed, in its own chunk: the feed's first paint does not wait
 * for it, its code or its texts. A skeleton of its exact height keeps the place meanwhile.
 */
export function StoryTraySlot() {
  return (
    <Suspense fallback={<TraySkeleton />}>
      <StoryTray />
    </Suspense>
  );
}
