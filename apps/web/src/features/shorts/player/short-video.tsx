import type { MediaVideo } from '@betogether/contracts/media/media.schemas';
import { styled } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { attachHls } from './hls-attach';
import { currentScreen, playbackOf } from './video-playback';
import { createWatchTracker, type WatchReport } from './watch-tracker';

const Video = styled('video')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  backgroundColor: theme.palette.common.black,
}));

type Props = {
  video: MediaVideo;
  /** Its description, for screen readers. */
  label: string;
  /** The short on screen: it plays (when `playing`) and its watch is measured. */
  active: boolean;
  /** The current and the next short load ahead; the one before keeps its first frame. */
  preload: 'auto' | 'metadata';
  playing: boolean;
  muted: boolean;
  /** The browser refused to start it (autoplay blocked): the player shows its play button. */
  onBlocked: () => void;
  /** One watch, measured by played time, reported once (see watch-tracker.ts). */
  onWatched: (report: WatchReport) => void;
};

/**
 * The `<video>` of a short: the MP4 rendition that suits the screen, or HLS for a long one (hls.js
 * only where the browser has no HLS of its own). It loops; each watch is measured while it is
 * the current short and reported when it ends, when the viewer moves on or when the tab is hidden.
 */
export function ShortVideo({ video, label, active, preload, playing, muted, onBlocked, onWatched }: Props) {
  const element = useRef<HTMLVideoElement>(null);
  const [hlsFailed, setHlsFailed] = useState(false);
  const playback = useMemo(
    () => playbackOf(hlsFailed ? { ...video, hlsUrl: null } : video, currentScreen()),
    [video, hlsFailed],
  );
  const callbacks = useRef({ onBlocked, onWatched });
  callbacks.current = { onBlocked, onWatched };

  useEffect(() => {
    const el = element.current;
    if (!el || playback?.kind !== 'hls.js') return;
    return attachHls(el, playback.url, () => setHlsFailed(true));
  }, [playback]);

  useEffect(() => {
    const el = element.current;
    if (el) el.muted = muted;
  }, [muted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source (HLS given up for MP4) starts again.
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    if (!active || !playing) {
      el.pause();
      return;
    }
    el.play()?.catch((error: unknown) => {
      if ((error as Error).name === 'NotAllowedError') callbacks.current.onBlocked();
    });
  }, [active, playing, playback]);

  useEffect(() => {
    const el = element.current;
    if (!active || !el) return;
    const tracker = createWatchTracker();
    const report = (watch: WatchReport | null) => {
      if (watch) callbacks.current.onWatched(watch);
    };
    const onTime = () => tracker.time(el.currentTime);
    // After a jump (a loop, a seek), time counts from where the video landed.
    const onSeeked = () => {
      tracker.restart();
      tracker.time(el.currentTime);
    };
    // Looped by hand: with `loop` set, browsers never fire `ended`, which completes a watch.
    const onEnded = () => {
      report(tracker.ended());
      el.currentTime = 0;
      el.play()?.catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(tracker.leave());
    };
    tracker.time(el.currentTime);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeked', onSeeked);
    el.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeked', onSeeked);
      el.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onVisibility);
      report(tracker.leave());
      // Back at the start when the viewer comes back to it.
      el.pause();
      el.currentTime = 0;
    };
  }, [active]);

  return (
    <Video
      ref={element}
      src={playback?.kind === 'src' ? playback.url : undefined}
      poster={video.posterUrl}
      preload={preload}
      muted={muted}
      playsInline
      aria-label={label}
    />
  );
}
