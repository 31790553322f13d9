import { fireEvent } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no media playback: `play()` and `pause()` are recorded here instead (the set of
 * playing elements), and a test moves a video's clock with `playTo`. Undone when the test ends.
 */
export function fakeVideos() {
  const playing = new Set<HTMLMediaElement>();
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.add(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.delete(this);
  });
  onTestFinished(() => {
    play.mockRestore();
    pause.mockRestore();
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
  };
}
