import { type RefObject, useEffect, useRef } from 'react';

/** Slack for a normal `timeupdate` step (browsers fire them every 250 ms or so). */
const STEP_SLACK_SECONDS = 1.5;

/**
 * Keeps a task video honest, as the server counts it: no jump forward past the furthest point
 * watched (going back is fine) and the normal speed only. `from`: where a resumed attempt starts.
 */
export function useGuardedVideo(element: RefObject<HTMLVideoElement | null>, from: number) {
  const furthest = useRef(from);

  useEffect(() => {
    const video = element.current;
    if (!video) return;
    furthest.current = Math.max(furthest.current, from);
    const onTime = () => {
      if (!video.seeking && video.currentTime <= furthest.current + STEP_SLACK_SECONDS)
        furthest.current = Math.max(furthest.current, video.currentTime);
    };
    const onSeeking = () => {
      if (video.currentTime > furthest.current + 0.5) video.currentTime = furthest.current;
    };
    const onRate = () => {
      if (video.playbackRate !== 1) video.playbackRate = 1;
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('ratechange', onRate);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('ratechange', onRate);
    };
  }, [element, from]);

  return furthest;
}
