import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES } from '../packages/contracts/src/media/media.constants';
import { benchMember, json } from './bench-member';
import { startServer } from './server-process';

/**
 * A 200 MB upload on loopback through our resumable protocol (256 KB chunks doubling to 32 MB,
 * each stored as a part, then assembled) against a plain `curl -T` PUT of the same file to the
 * same server (`/dev/sink`, which reads and drops the bytes). Writes bench/results/upload-throughput.json.
 */
const port = 3192;
const size = 200 * 1024 * 1024;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-upload-'));
const server = await startServer({ port, dataDir });

try {
  const auth = await benchMember(base);

  // A 200 MB "video" (an MP4 header and random bytes): only the upload is timed (its transcode
  // job refuses it afterwards, off the request path).
  const file = Buffer.concat([
    Buffer.from('0000001c667479706d703432000000006d7034316d703432', 'hex'),
    randomBytes(size - 24),
  ]);
  const filePath = path.join(dataDir, 'upload.bin');
  fs.writeFileSync(filePath, file);

  const curlStart = performance.now();
  execFileSync('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-T',
    filePath,
    '-H',
    'content-type: application/octet-stream',
    `${base}/dev/sink`,
  ]);
  const curlMs = performance.now() - curlStart;

  const ours = performance.now();
  const session = await json(
    await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ purpose: 'short-video', size, contentType: 'video/mp4' }),
    }),
  );
  let offset = 0;
  let chunk = FIRST_CHUNK_BYTES;
  let chunks = 0;
  while (offset < size) {
    const length = Math.min(chunk, size - offset);
    // Streamed from the file like curl does (Node's fetch alone tops out near 320 MB/s here).
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/api/uploads/${session.id}`,
        {
          method: 'PATCH',
          headers: {
            ...auth,
            'content-type': 'application/offset+octet-stream',
            'content-length': String(length),
            'upload-offset': String(offset),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      fs.createReadStream(filePath, { start: offset, end: offset + length - 1 }).pipe(request);
    });
    if (status !== 204 && status !== 200) throw new Error(`chunk at ${offset}: ${status}`);
    if (process.env.DETAIL) console.log(length, Math.round(performance.now() - ours));
    offset += length;
    chunks += 1;
    chunk = Math.min(chunk * 2, MAX_CHUNK_BYTES);
  }
  const oursMs = performance.now() - ours;

  const mb = size / 1024 / 1024;
  const result = {
    measuredAt: new Date().toISOString(),
    sizeMB: mb,
    chunks,
    curlPutMs: Math.round(curlMs),
    curlPutMBps: Math.round((mb / (curlMs / 1000)) * 10) / 10,
    resumableMs: Math.round(oursMs),
    resumableMBps: Math.round((mb / (oursMs / 1000)) * 10) / 10,
    ratio: Math.round((curlMs / oursMs) * 100) / 100,
  };
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'upload-throughput.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
