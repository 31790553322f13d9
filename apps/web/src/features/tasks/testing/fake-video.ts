import { fireEvent } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * jsdom plays no media: `play()` and `pause()` are recorded here, fire their events (a moment
 * later, as browsers do) and set `paused`; `playTo` moves a video's time with `timeupdate`s as playback would. Undone when the
 * test ends.
 */
export function fakeVideos() {
  const playing = new Set<HTMLMediaElement>();
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.add(this);
    // As in a browser, the event comes after the call (play() is often called from an effect).
    queueMicrotask(() => fireEvent(this, new Event('play')));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playing.delete(this)) queueMicrotask(() => fireEvent(this, new Event('pause')));
  });
  const paused = vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return !playing.has(this);
  });
  onTestFinished(() => {
    play.mockRestore();
    pause.mockRestore();
    paused.mockRestore();
  });
  return {
    isPlaying: (video: Element | null) => playing.has(video as HTMLMediaElement),
    /** `timeupdate`s every quarter second from the video's current time up to `seconds`. */
    playTo(video: Element | null, seconds: number) {
      const element = video as HTMLMediaElement;
      for (let time = element.currentTime + 0.25; time <= seconds + 1e-9; time += 0.25) {
        element.currentTime = time;
        fireEvent(element, new Event('timeupdate'));
      }
    },
    /** The video reached its end. */
    end(video: Element | null) {
      const element = video as HTMLMediaElement;
      playing.delete(element);
      fireEvent(element, new Event('ended'));
    },
  };
}
