import { describe, expect, it } from 'vitest';
import { createWatchTracker } from './watch-tracker';

/** Plays from `from` to `to` seconds in quarter-second `timeupdate`s. */
function play(tracker: ReturnType<typeof createWatchTracker>, from: number, to: number) {
  for (let time = from; time <= to + 1e-9; time += 0.25) tracker.time(time);
}

describe('createWatchTracker: one watch, by played time', () => {
  it('reports nothing under 2 s of playback, then the played time when the viewer leaves', () => {
    const tracker = createWatchTracker();
    play(tracker, 0, 1.75);
    expect(tracker.leave()).toBeNull();

    play(tracker, 0, 3.5);
    expect(tracker.leave()).toEqual({ watchedMs: 3500, completed: false });
  });

  it('counts played time, not jumps: a seek or a sleeping tab adds nothing', () => {
    const tracker = createWatchTracker();
    play(tracker, 0, 1);
    tracker.time(9); // a jump forward of 8 s
    play(tracker, 9, 10);
    tracker.time(4); // back
    play(tracker, 4, 4.5);
    expect(tracker.leave()).toEqual({ watchedMs: 2500, completed: false });
  });

  it('reports a completed watch at the end, once, and counts the loops in the played time', () => {
    const tracker = createWatchTracker();
    play(tracker, 0, 4);
    expect(tracker.ended()).toEqual({ watchedMs: 4000, completed: true });
    play(tracker, 0, 4);
    expect(tracker.ended()).toBeNull();
    expect(tracker.leave()).toBeNull();
  });

  it('waits for the loops of a very short clip to add up to 2 s, then says it was completed', () => {
    const tracker = createWatchTracker();
    play(tracker, 0, 1.5);
    expect(tracker.ended()).toBeNull();
    tracker.restart();
    play(tracker, 0, 1);
    expect(tracker.leave()).toEqual({ watchedMs: 2500, completed: true });
  });

  it('starts a new watch after leaving (coming back to the short)', () => {
    const tracker = createWatchTracker();
    play(tracker, 0, 3);
    expect(tracker.leave()).toEqual({ watchedMs: 3000, completed: false });
    play(tracker, 0, 2.5);
    expect(tracker.leave()).toEqual({ watchedMs: 2500, completed: false });
  });
});
