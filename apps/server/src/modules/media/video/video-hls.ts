import fs from 'node:fs/promises';
import path from 'node:path';
import { runTool, type VideoTools } from './video-tools';

const HLS_SEGMENT_SECONDS = 6;

type HlsRendition = { label: string; width: number; height: number; path: string; codecs: string };

/**
 * Segments each MP4 as it is (`-c copy`, no second encoding) into `hls/<label>/`, and writes the
 * master playlist `hls/master.m3u8` with relative URIs, so the files work under any prefix.
 */
export async function packageHls(
  tools: VideoTools,
  renditions: HlsRendition[],
  outDir: string,
  signal: AbortSignal | undefined,
): Promise<{ masterPath: string; files: string[] }> {
  const hlsDir = path.join(outDir, 'hls');
  const variants: string[] = [];
  for (const rendition of renditions) {
    const dir = path.join(hlsDir, rendition.label);
    await fs.mkdir(dir, { recursive: true });
    await runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', rendition.path],
        ...['-map', '0', '-c', 'copy', '-map_metadata', '-1', '-f', 'hls'],
        ...['-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
        ...['-hls_segment_filename', path.join(dir, 'seg-%03d.m4s'), path.join(dir, 'index.m3u8')],
      ],
      { signal, nice: true },
    );
    const { peak, average } = await bandwidthOf(dir);
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}"`,
      `${rendition.label}/index.m3u8`,
    );
  }
  const masterPath = path.join(hlsDir, 'master.m3u8');
  // Every segment starts on a keyframe (the encoder's 2 s keyframes divide HLS_SEGMENT_SECONDS).
  await fs.writeFile(masterPath, ['#EXTM3U', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants, ''].join('\n'));
  const entries = await fs.readdir(hlsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return { masterPath, files };
}

/**
 * Bits per second of a media playlist: the peak (what HLS's BANDWIDTH means) over the segments
 * of a second or more, a short last segment's rate being noise, and the average.
 */
async function bandwidthOf(dir: string): Promise<{ peak: number; average: number }> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const segments: Array<{ seconds: number; bytes: number }> = [];
  let seconds: number | undefined;
  for (const line of playlist.split('\n')) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (seconds !== undefined && line !== '' && !line.startsWith('#')) {
      segments.push({ seconds, bytes: (await fs.stat(path.join(dir, line))).size });
      seconds = undefined;
    }
  }
  const rate = (s: { seconds: number; bytes: number }) => (s.bytes * 8) / s.seconds;
  const long = segments.filter((s) => s.seconds >= 1);
  const peak = Math.max(...(long.length > 0 ? long : segments).map(rate));
  const totalBits = segments.reduce((sum, s) => sum + s.bytes * 8, 0);
  const totalSeconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}
