import type { MediaVideo } from '@betogether/contracts/media/media.schemas';

/** How the browser plays a short: an address for `<video src>`, or hls.js attached to the element. */
export type Playback = { kind: 'src'; url: string } | { kind: 'hls.js'; url: string };

type Screen = {
  /** The browser plays HLS itself (Safari, iOS). */
  nativeHls: boolean;
  /** Device pixels across the player: the rendition should be at least this wide. */
  pixels: number;
  /** The member asked browsers to save data. */
  saveData: boolean;
};

/**
 * The MP4 rendition to play: the smallest at least as wide as the player on this screen, the
 * largest when none is, the smallest to save data.
 */
export function chooseSource(sources: MediaVideo['sources'], screen: Pick<Screen, 'pixels' | 'saveData'>) {
  const bySize = [...sources].sort((a, b) => a.width - b.width);
  if (screen.saveData) return bySize[0];
  return bySize.find((source) => source.width >= screen.pixels) ?? bySize.at(-1);
}

/**
 * A long video (over a minute) has an HLS playlist: the browser's own HLS when it has one, hls.js
 * otherwise. Shorter ones play their MP4 rendition. Null when the video has nothing to play.
 */
export function playbackOf(video: MediaVideo, screen: Screen): Playback | null {
  if (video.hlsUrl) return { kind: screen.nativeHls ? 'src' : 'hls.js', url: video.hlsUrl };
  const source = chooseSource(video.sources, screen);
  return source ? { kind: 'src', url: source.url } : null;
}

let nativeHls: boolean | undefined;

/** This browser's screen, as playbackOf reads it. */
export function currentScreen(): Screen {
  nativeHls ??= document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  // The player is at most about 480 CSS pixels wide (9:16 at the height of a large screen).
  const pixels = Math.min(window.innerWidth, 480) * (window.devicePixelRatio || 1);
  return { nativeHls, pixels, saveData: connection?.saveData === true };
}
