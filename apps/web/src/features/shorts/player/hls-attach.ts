/**
 * Plays an HLS playlist through hls.js, downloaded only now (a dynamic import: no other page
 * carries it). `onUnsupported` runs when this browser cannot (no Media Source Extensions) or the
 * stream fails for good, so the player falls back to the MP4 rendition. Answers the clean-up.
 */
export function attachHls(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  let detached = false;
  let destroy: (() => void) | null = null;
  import('hls.js')
    .then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) {
        onUnsupported();
        return;
      }
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
      // The chunk did not download (offline, a new deployment): the MP4 still plays.
      if (!detached) onUnsupported();
    });
  return () => {
    detached = true;
    destroy?.();
  };
}
