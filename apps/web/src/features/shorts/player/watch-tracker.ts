import { SHORT_VIEW_MIN_MS } from '@betogether/contracts/shorts/shorts.constants';

/** What the player reports of one watch (`POST …/views`). */
export type WatchReport = { watchedMs: number; completed: boolean };

/** The schema's ceiling on one watch: an hour. */
const MAX_WATCH_MS = 60 * 60 * 1000;
/**
 * `timeupdate` fires every quarter second or so while playing: a larger step forward is a jump
 * (a seek, the tab asleep), not time watched.
 */
const MAX_STEP_SECONDS = 1.5;

export type WatchTracker = {
  /** The video's `currentTime`, at each `timeupdate`. */
  time(currentTime: number): void;
  /** The video restarts (a loop, a seek): the next time is not a step from the last one. */
  restart(): void;
  /** The video reached its end: the watch's report, the first time the played time is enough. */
  ended(): WatchReport | null;
  /** The viewer leaves the short: the report if none was sent yet; a later watch starts afresh. */
  leave(): WatchReport | null;
};

/**
 * Counts the real playback of one watch from `timeupdate` (played time, not wall-clock time: a
 * paused or buffering video adds nothing), across loops. A watch is reported once, when it reaches
 * the end or when the viewer leaves, and only after SHORT_VIEW_MIN_MS of playback.
 */
export function createWatchTracker(minMs = SHORT_VIEW_MIN_MS): WatchTracker {
  let playedSeconds = 0;
  let last: number | null = null;
  let completed = false;
  let reported = false;

  const report = (): WatchReport | null => {
    const watchedMs = Math.min(Math.round(playedSeconds * 1000), MAX_WATCH_MS);
    if (reported || watchedMs < minMs) return null;
    reported = true;
    return { watchedMs, completed };
  };

  return {
    time(currentTime) {
      if (last !== null) {
        const step = currentTime - last;
        if (step > 0 && step <= MAX_STEP_SECONDS) playedSeconds += step;
      }
      last = currentTime;
    },
    restart() {
      last = null;
    },
    ended() {
      completed = true;
      last = null;
      return report();
    },
    leave() {
      const answer = report();
      playedSeconds = 0;
      last = null;
      completed = false;
      reported = false;
      return answer;
    },
  };
}
