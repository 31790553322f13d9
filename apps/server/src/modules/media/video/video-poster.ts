import path from 'node:path';
import { encode } from 'blurhash';
import sharp, { type Sharp } from 'sharp';
import { runTool, type VideoTools } from './video-tools';

const BLURHASH_WIDTH = 32;

/**
 * The poster of a video: a frame at min(1 s, half its length) of `source`, as WebP at its size,
 * and the blurhash the web draws while it loads.
 */
export async function makePoster(
  tools: VideoTools,
  source: { path: string; width: number; height: number },
  durationSeconds: number,
  outDir: string,
  signal: AbortSignal | undefined,
) {
  const { width, height } = source;
  const frameBytes = width * height * 3;
  const grab = (seconds: number) =>
    runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', source.path],
        ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      ],
      { signal, nice: true },
    );
  let frame = await grab(Math.min(1, durationSeconds / 2));
  // A container can announce more time than its pictures last: then the first frame it is.
  if (frame.length < frameBytes) frame = await grab(0);
  if (frame.length < frameBytes) throw new Error(`No frame could be read from ${source.path}`);
  const raw = { width, height, channels: 3 } as const;
  const pixels = frame.subarray(0, frameBytes);

  const posterPath = path.join(outDir, 'poster.webp');
  const [info, blurhash] = await Promise.all([
    sharp(pixels, { raw }).webp({ quality: 80 }).toFile(posterPath),
    blurhashOf(sharp(pixels, { raw })),
  ]);
  return { file: { path: posterPath, width, height, bytes: info.size }, blurhash };
}

async function blurhashOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: BLURHASH_WIDTH })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
    4,
    3,
  );
}
