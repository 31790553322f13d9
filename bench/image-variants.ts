import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../apps/server/src/modules/media/image-processing';

/**
 * `processImage` on a 12-megapixel (4000x3000) phone-sized JPEG: milliseconds for the three
 * widths in WebP + JPEG and the blurhash, over 5 runs in one process. The input is a gradient
 * with noise, which compresses about as badly as a real photo. Writes bench/results/image-variants.json.
 */
const width = 4000;
const height = 3000;
const runs = 5;

async function photoLikeJpeg(): Promise<Buffer> {
  // Clamped: gradient + noise stays within 0-255 instead of wrapping round.
  const pixels = new Uint8ClampedArray(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // A small LCG keeps the noise identical from run to run.
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      const noise = ((seed >>> 16) % 41) - 20;
      pixels[i] = (x / width) * 255 + noise;
      pixels[i + 1] = (y / height) * 255 + noise;
      pixels[i + 2] = 128 + ((x + y) % 256) / 4 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const input = await photoLikeJpeg();
const timings: number[] = [];
let output: Awaited<ReturnType<typeof processImage>> | undefined;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  output = await processImage(input);
  timings.push(performance.now() - started);
}
const sorted = [...timings].sort((a, b) => a - b);

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  vips: sharp.versions.vips,
  cpus: os.availableParallelism(),
  input: { width, height, bytes: input.length },
  runsMs: timings.map(Math.round),
  // Peak resident memory of the whole process, the 36 MB of raw input pixels included.
  maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  minMs: Math.round(sorted[0] ?? 0),
  medianMs: Math.round(sorted[Math.floor(runs / 2)] ?? 0),
  maxMs: Math.round(sorted[runs - 1] ?? 0),
  variants: output?.variants.map((v) => ({
    width: v.width,
    height: v.height,
    format: v.format,
    bytes: v.buffer.length,
  })),
};
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'image-variants.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(result);
