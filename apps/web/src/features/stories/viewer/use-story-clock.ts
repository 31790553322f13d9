import { type RefObject, useCallback, useEffect, useRef } from 'react';

type Options = {
  /** A new value starts the clock again at 0 (the next story, or the same one from its start). */
  restartKey: string;
  /** How long the story shows; null while unknown (a video before its metadata). */
  durationMs: number | null;
  /** Paused (held, Space, a dialog, the reply field) or waiting for the picture: false. */
  running: boolean;
  /** A video is its own clock: the bar follows its playback, and it ends when the video ends. */
  video: RefObject<HTMLVideoElement | null> | null;
  onEnd: () => void;
};

/**
 * The clock of the story on screen: it fills the current segment of the progress bars (written
 * straight to the element at each frame, no render per frame) and calls `onEnd` when the time is
 * up. Pausing keeps the time already shown; resuming goes on from there.
 */
export function useStoryClock({ restartKey, durationMs, running, video, onEnd }: Options) {
  const fill = useRef<HTMLDivElement>(null);
  const elapsed = useRef(0);
  const end = useRef(onEnd);
  end.current = onEnd;

  const draw = useCallback((ratio: number) => {
    if (fill.current) fill.current.style.transform = `scaleX(${Math.min(1, Math.max(0, ratio))})`;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new story, from 0.
  useEffect(() => {
    elapsed.current = 0;
    draw(0);
  }, [restartKey, draw]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key restarts the running clock.
  useEffect(() => {
    if (!running || durationMs === null) return;
    const startedAt = Date.now();
    const base = elapsed.current;
    const position = () => (video ? (video.current?.currentTime ?? 0) * 1000 : base + Date.now() - startedAt);
    let frame = requestAnimationFrame(function tick() {
      draw(position() / durationMs);
      frame = requestAnimationFrame(tick);
    });
    const timer = video ? undefined : setTimeout(() => end.current(), Math.max(0, durationMs - base));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      elapsed.current = position();
    };
  }, [running, durationMs, restartKey, video, draw]);

  return fill;
}
