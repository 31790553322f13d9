import { fireEvent } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * jsdom's page is always visible: this lets a test hide it (another tab, a locked phone) and show
 * it again, each with its `visibilitychange` event. Undone when the test ends.
 */
export function pageVisibility() {
  let state: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  onTestFinished(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });
  const set = (next: DocumentVisibilityState) => {
    state = next;
    fireEvent(document, new Event('visibilitychange'));
  };
  return { hide: () => set('hidden'), show: () => set('visible') };
}
