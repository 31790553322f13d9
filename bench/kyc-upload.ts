import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES } from '../packages/contracts/src/media/media.constants';
import { benchMember, json } from './bench-member';
import { startServer } from './server-process';

/**
 * A phone photo of an identity document (12 megapixels, ~5 MB JPEG) sent 8 times each way to the
 * same server: as a KYC photo (`PUT /api/kyc/photos/front`: decoded, turned upright, resized to
 * 2,400 px, re-encoded without metadata, sealed with AES-256-GCM under its own key, stored) and as
 * a post picture through [2]'s upload (resumable chunks, then its variants in WebP and JPEG and its
 * blurhash, until the media is ready), with a plain PUT of the bytes to `/dev/sink` as the ceiling.
 * MB/s of the photo as sent, median of the runs. Writes bench/results/kyc-upload.json.
 */
const port = 3193;
const runs = 8;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-kyc-'));
const server = await startServer({ port, dataDir });

async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = new Uint8ClampedArray(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const noise = ((seed >>> 16) % 41) - 20;
    const x = (i / 3) % width;
    pixels[i] = (x / width) * 255 + noise;
    pixels[i + 1] = 140 + noise;
    pixels[i + 2] = 90 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExifMerge({ IFD0: { Make: 'BenchCam' } })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const auth = await benchMember(base);
  const photo = await phonePhoto();
  const bytes = new Uint8Array(photo);
  const mb = photo.length / 1024 / 1024;

  async function timed(work: () => Promise<void>): Promise<number[]> {
    await work(); // warm-up, not counted
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return times;
  }

  const sink = await timed(async () => {
    const res = await fetch(`${base}/dev/sink`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    await res.arrayBuffer();
  });

  const kyc = await timed(async () => {
    await json(
      await fetch(`${base}/api/kyc/photos/front`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'image/jpeg' },
        body: bytes,
      }),
    );
  });

  const picture = await timed(async () => {
    const session = await json(
      await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ purpose: 'post-media', size: photo.length, contentType: 'image/jpeg' }),
      }),
    );
    let offset = 0;
    let chunk = FIRST_CHUNK_BYTES;
    let media: { id: string; status: string } | null = null;
    while (offset < photo.length) {
      const length = Math.min(chunk, photo.length - offset);
      const res = await fetch(`${base}/api/uploads/${session.id}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        body: bytes.subarray(offset, offset + length),
      });
      if (!res.ok) throw new Error(`chunk at ${offset}: ${res.status} ${await res.text()}`);
      const body = res.status === 204 ? null : await res.json();
      if (body?.media) media = body.media;
      offset += length;
      chunk = Math.min(chunk * 2, MAX_CHUNK_BYTES);
    }
    if (!media) throw new Error('no media after the last chunk');
    let state: { id: string; status: string } = media;
    while (state.status !== 'ready') {
      if (state.status === 'failed') throw new Error('the picture failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = await json(await fetch(`${base}/api/media/${state.id}`, { headers: auth }));
    }
  });

  const rate = (ms: number) => Math.round((mb / (ms / 1000)) * 10) / 10;
  const result = {
    measuredAt: new Date().toISOString(),
    cpus: os.availableParallelism(),
    photo: { width: 4000, height: 3000, MB: Math.round(mb * 100) / 100 },
    runs,
    sinkMedianMs: Math.round(median(sink)),
    sinkMBps: rate(median(sink)),
    kycMedianMs: Math.round(median(kyc)),
    kycMBps: rate(median(kyc)),
    pictureMedianMs: Math.round(median(picture)),
    pictureMBps: rate(median(picture)),
    /** KYC photo throughput over a post picture's: above 1, sealing costs less than [2]'s variants. */
    kycOverPicture: Math.round((median(picture) / median(kyc)) * 100) / 100,
    kycOverSink: Math.round((median(sink) / median(kyc)) * 1000) / 1000,
  };
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'kyc-upload.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
