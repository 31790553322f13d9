import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { makeClip } from '../apps/server/src/modules/media/video/test-clips';
import { FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES } from '../packages/contracts/src/media/media.constants';
import { benchMember, json } from './bench-member';
import { startServer } from './server-process';

/**
 * The feed's p99 while the same server transcodes two 60 s 1080p videos (the goal: within
 * 1.5× of its p99 when idle, measured in the same run, same server, same load). The app runs as
 * `npm start` does: one process, jobs and HTTP together, one transcode per core at nice 10.
 * Writes bench/results/feed-under-transcode.json. DURATION=15 (seconds per load run).
 */
const port = 3194;
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.DURATION ?? 15);
const connections = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-transcode-'));
const server = await startServer({ port, dataDir });

async function feedLoad(authorization: string) {
  const result = await autocannon({
    url: `${base}/api/feed`,
    connections,
    duration,
    headers: { authorization },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function uploadVideo(auth: { authorization: string }, file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const session = await json(
    await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ purpose: 'short-video', size: bytes.length, contentType: 'video/mp4' }),
    }),
  );
  let offset = 0;
  let chunk = FIRST_CHUNK_BYTES;
  let last: { media?: { id: string } } = {};
  while (offset < bytes.length) {
    const length = Math.min(chunk, bytes.length - offset);
    const response = await fetch(`${base}/api/uploads/${session.id}`, {
      method: 'PATCH',
      headers: {
        ...auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: bytes.subarray(offset, offset + length),
    });
    if (!response.ok) throw new Error(`chunk at ${offset}: ${response.status}`);
    if (response.status === 200) last = await response.json();
    offset += length;
    chunk = Math.min(chunk * 2, MAX_CHUNK_BYTES);
  }
  if (!last.media) throw new Error('the upload made no media object');
  return last.media.id;
}

async function statusOf(auth: { authorization: string }, id: string): Promise<string> {
  return (await json(await fetch(`${base}/api/media/${id}`, { headers: auth }))).status;
}

try {
  const auth = await benchMember(base);
  // A feed with something in it: the member's own posts.
  for (let n = 0; n < 30; n += 1) {
    await json(
      await fetch(`${base}/api/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ body: `Bench post ${n} #bench`, audience: 'public' }),
      }),
    );
  }
  const clips = [
    await makeClip(dataDir, { seconds: 60, width: 1920, height: 1080, name: 'a.mp4' }),
    await makeClip(dataDir, { seconds: 60, width: 1920, height: 1080, name: 'b.mp4' }),
  ];
  await feedLoad(auth.authorization); // warm-up
  const idle = await feedLoad(auth.authorization);

  const ids = [await uploadVideo(auth, clips[0] as string), await uploadVideo(auth, clips[1] as string)];
  // Let both transcodes start before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const transcodeStart = performance.now();
  const busy = await feedLoad(auth.authorization);
  const stillTranscoding = await Promise.all(ids.map((id) => statusOf(auth, id)));
  let done = 0;
  for (;;) {
    const states = await Promise.all(ids.map((id) => statusOf(auth, id)));
    done = states.filter((state) => state !== 'processing').length;
    if (done === ids.length) {
      if (states.some((state) => state !== 'ready'))
        throw new Error(`a transcode failed: ${states.join(', ')}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const transcodeSeconds = (performance.now() - transcodeStart) / 1000 + 2;
  const ratio = Math.round((busy.p99Ms / Math.max(1, idle.p99Ms)) * 100) / 100;
  const result = {
    measuredAt: new Date().toISOString(),
    cores: os.availableParallelism(),
    connections,
    durationSeconds: duration,
    idle,
    duringTwoTranscodes: busy,
    // Both videos were still processing when the busy run ended: the load ran beside them throughout.
    transcodingThroughout: stillTranscoding.every((state) => state === 'processing'),
    twoTranscodesSeconds: Math.round(transcodeSeconds),
    p99Ratio: ratio,
    goal: 'p99 during two transcodes ≤ 1.5 × idle p99',
    met: ratio <= 1.5,
  };
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'feed-under-transcode.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
