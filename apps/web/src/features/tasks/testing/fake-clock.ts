import type { Endpoint } from '@betogether/contracts/common/endpoint';
import { act } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';
import type { FakeApi } from '@/testing/fake-api';

/**
 * Fake time for the viewing clock: timers and Date are fake, and also move with real time so that
 * testing-library's waits still work. setImmediate stays real: React runs the effects of an answer
 * that came outside act() on one (see `seconds`). Undone when the test ends.
 */
export function fakeClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * The clock moves on `ms`, after one real macrotask: the effects of the last answer (the next
 * beat's timer) run first, so that timer is set before the time moves.
 */
export function seconds(ms: number) {
  return act(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Moves the clock on half a second at a time until the page has sent `count` calls of `endpoint`
 * (an answer it waits for lands between two steps), for at most 30 seconds of its time.
 */
export async function untilCalls(api: FakeApi, endpoint: Endpoint, count: number) {
  for (let step = 0; step < 60 && api.calls(endpoint).length < count; step += 1) await seconds(500);
  expect(api.calls(endpoint)).toHaveLength(count);
}
