import type { MediaVideo } from '@betogether/contracts/media/media.schemas';

// The same choice as the shorts player (features/shorts/player/video-playback.ts and
// hls-attach.ts), kept here in its minimal form: features do not import each other.

/** How the browser plays a task's video: an address for `<video src>`, or hls.js attached to it. */
export type Playback = { kind: 'src'; url: string } | { kind: 'hls.js'; url: string };

/**
 * A long video's HLS playlist (the browser's own HLS, or hls.js), else the smallest MP4 rendition at
 * least as wide as the player (the largest when none is; the smallest to save data).
 */
export function playbackOf(video: MediaVideo, hlsFailed: boolean): Playback | null {
  const nativeHls = document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  if (video.hlsUrl && !hlsFailed) return { kind: nativeHls ? 'src' : 'hls.js', url: video.hlsUrl };
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  // The player is at most 880 CSS pixels wide (the task page's column).
  const pixels = Math.min(window.innerWidth, 880) * (window.devicePixelRatio || 1);
  const bySize = [...video.sources].sort((a, b) => a.width - b.width);
  const source = connection?.saveData ? bySize[0] : (bySize.find((s) => s.width >= pixels) ?? bySize.at(-1));
  return source ? { kind: 'src', url: source.url } : null;
}

/**
 * Plays an HLS playlist through hls.js, downloaded only now. `onUnsupported` runs when this browser
 * cannot or the stream fails for good, so the player falls back to MP4. Answers the clean-up.
 */
export function attachHls(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  let detached = false;
  let destroy: (() => void) | null = null;
  import('hls.js')
    .then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) return onUnsupported();
      // No worker: the content security policy allows scripts from the site only, not blob: workers.
      const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        hls.destroy();
        onUnsupported();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch(() => {
      if (!detached) onUnsupported();
    });
  return () => {
    detached = true;
    destroy?.();
  };
}

/** "1:05" for 65 seconds. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
