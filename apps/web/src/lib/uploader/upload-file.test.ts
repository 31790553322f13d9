import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeUploadServer, firstDifference } from './fake-upload-server';
import { UploadError } from './upload-errors';
import { startUpload } from './upload-file';

const KiB = 1024;
const MiB = 1024 * KiB;

function fileOf(size: number, type = 'image/png'): { blob: Blob; bytes: Uint8Array<ArrayBuffer> } {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return { blob: new Blob([bytes], { type }), bytes };
}

let server: FakeUploadServer;
let delays: number[];

function upload(blob: Blob) {
  return startUpload(blob, {
    purpose: 'post-media',
    fetchImpl: server.fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
  });
}

const patches = () => server.requests.filter((r) => r.method === 'PATCH');
const methods = () => server.requests.map((r) => r.method);

async function rejection(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => new Error('expected the upload to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

beforeEach(() => {
  server = new FakeUploadServer();
  delays = [];
  localStorage.setItem('token', 'tok-1');
});

afterEach(() => localStorage.clear());

describe('startUpload: how the bytes go', () => {
  it('sends a 40 MiB file in chunks of 256K, 512K, 1M, 2M, 4M, 8M, 16M, then the rest', async () => {
    const { blob, bytes } = fileOf(40 * MiB);
    const media = await upload(blob).promise;

    expect(media.size).toBe(40 * MiB);
    expect(patches().map((r) => r.body?.length)).toEqual([
      256 * KiB,
      512 * KiB,
      1 * MiB,
      2 * MiB,
      4 * MiB,
      8 * MiB,
      16 * MiB,
      8 * MiB + 256 * KiB,
    ]);
    expect(patches().map((r) => Number(r.headers.get('Upload-Offset')))).toEqual([
      0,
      256 * KiB,
      768 * KiB,
      1792 * KiB,
      3840 * KiB,
      7936 * KiB,
      16128 * KiB,
      32512 * KiB,
    ]);
    expect(patches().every((r) => r.headers.get('Content-Type') === 'application/offset+octet-stream')).toBe(
      true,
    );
    expect(firstDifference(server.received(), bytes)).toBe(-1);
  });

  it('opens the session with purpose, size, type and name, carrying the stored token', async () => {
    const { bytes } = fileOf(300 * KiB);
    const file = new File([bytes], 'holiday.png', { type: 'image/png' });
    await upload(file).promise;

    const [create] = server.requests;
    expect(create?.path).toBe(e.createUpload.path);
    expect(JSON.parse(new TextDecoder().decode(create?.body ?? undefined))).toEqual({
      purpose: 'post-media',
      size: 300 * KiB,
      contentType: 'image/png',
      fileName: 'holiday.png',
    });
    expect(server.requests.every((r) => r.headers.get('Authorization') === 'Token tok-1')).toBe(true);
    expect(patches().map((r) => r.body?.length)).toEqual([256 * KiB, 44 * KiB]);
  });

  it('sends a 100 KiB file in one request', async () => {
    const { blob, bytes } = fileOf(100 * KiB, 'image/webp');
    const media = await upload(blob).promise;

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${e.uploadWhole.path}?purpose=post-media`,
    ]);
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('image/webp');
    expect(firstDifference(server.singleBody ?? new Uint8Array(), bytes)).toBe(-1);
    expect(media.contentType).toBe('image/webp');
  });

  it('names a small file in the one request as it names a large one in its session', async () => {
    const { bytes } = fileOf(10 * KiB, 'application/pdf');
    await upload(new File([bytes], 'Minutes 12.pdf', { type: 'application/pdf' })).promise;
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${e.uploadWhole.path}?purpose=post-media&fileName=Minutes+12.pdf`,
    ]);
  });

  it('sends a file of exactly 256 KiB in one request, and one byte more in chunks', async () => {
    await upload(fileOf(256 * KiB).blob).promise;
    expect(methods()).toEqual(['POST']);
    server = new FakeUploadServer();
    await upload(fileOf(256 * KiB + 1).blob).promise;
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
  });
});

describe('startUpload: retries', () => {
  it.each([
    { name: '500', fault: { status: 500 }, wait: 250 },
    { name: '503', fault: { status: 503 }, wait: 250 },
    { name: '408', fault: { status: 408 }, wait: 250 },
    { name: '429 with Retry-After: 2', fault: { status: 429, headers: { 'Retry-After': '2' } }, wait: 2000 },
    { name: 'a network error', fault: { network: true as const }, wait: 250 },
  ])('retries after $name: asks the offset, resends, and the bytes are exact', async ({ fault, wait }) => {
    const { blob, bytes } = fileOf(1 * MiB);
    server.fail('PATCH', fault, 1);
    await upload(blob).promise;

    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    const [, second, third] = patches();
    expect(third?.headers.get('Upload-Offset')).toBe(second?.headers.get('Upload-Offset'));
    // A failed chunk does not grow the next one.
    expect(third?.body?.length).toBe(second?.body?.length);
    expect(delays).toEqual([wait]);
    expect(firstDifference(server.received(), bytes)).toBe(-1);
  });

  it('retries a small single upload the same way', async () => {
    const { blob, bytes } = fileOf(10 * KiB);
    server.fail('POST', { status: 502 });
    await upload(blob).promise;
    expect(methods()).toEqual(['POST', 'POST']);
    expect(firstDifference(server.singleBody ?? new Uint8Array(), bytes)).toBe(-1);
  });

  it('gives up after 8 tries of one chunk, with growing waits', async () => {
    for (let i = 0; i < 8; i += 1) server.fail('PATCH', { status: 500 });
    const error = await rejection(upload(fileOf(1 * MiB).blob).promise);

    expect(error).toMatchObject({ kind: 'failed', status: 500 });
    expect(patches()).toHaveLength(8);
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 10000]);
  });

  it('resumes a chunk cut half-way from the offset HEAD reports', async () => {
    const { blob, bytes } = fileOf(2 * MiB);
    server.fail('PATCH', { dropAfter: 100 * KiB }, 2);
    await upload(blob).promise;

    expect(methods().slice(0, 6)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD', 'PATCH']);
    const resent = patches()[3];
    expect(Number(resent?.headers.get('Upload-Offset'))).toBe(768 * KiB + 100 * KiB);
    expect(resent?.body?.length).toBe(1 * MiB);
    expect(firstDifference(server.received(), bytes)).toBe(-1);
  });

  it('finishes when the last chunk arrived but its answer was lost', async () => {
    const { blob, bytes } = fileOf(300 * KiB);
    server.fail('PATCH', { dropAfter: 44 * KiB }, 1);
    const media = await upload(blob).promise;

    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'HEAD', 'GET']);
    expect(media.size).toBe(300 * KiB);
    expect(firstDifference(server.received(), bytes)).toBe(-1);
  });

  it('goes on from the offset a 409 UPLOAD_OFFSET_MISMATCH gives, without waiting', async () => {
    const { blob, bytes } = fileOf(1 * MiB);
    server.fail('PATCH', { rewindTo: 200 * KiB }, 1);
    await upload(blob).promise;

    expect(methods().slice(0, 4)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(
      patches()
        .map((r) => Number(r.headers.get('Upload-Offset')))
        .slice(0, 3),
    ).toEqual([0, 256 * KiB, 200 * KiB]);
    expect(delays).toEqual([]);
    expect(firstDifference(server.received(), bytes)).toBe(-1);
  });
});

describe('startUpload: final errors', () => {
  it.each([
    { status: 401, code: 'UNAUTHENTICATED', kind: 'unauthenticated' },
    { status: 402, code: 'QUOTA_EXCEEDED', kind: 'quota' },
    { status: 403, code: 'UPLOAD_FORBIDDEN', kind: 'forbidden' },
    { status: 404, code: 'UPLOAD_NOT_FOUND', kind: 'not-found' },
    { status: 410, code: 'UPLOAD_EXPIRED', kind: 'rejected' },
  ])('does not retry a $status: one request, rejects with $kind / $code', async ({ status, code, kind }) => {
    server.fail('PATCH', { status, code }, 1);
    const controller = upload(fileOf(1 * MiB).blob);
    const error = await rejection(controller.promise);

    expect(error).toMatchObject({ status, code, kind });
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(delays).toEqual([]);
    expect(controller.state()).toBe('failed');
  });

  it('does not retry a 402 when the session opens', async () => {
    server.fail('POST', { status: 402, code: 'QUOTA_EXCEEDED' });
    const error = await rejection(upload(fileOf(1 * MiB).blob).promise);
    expect(error).toMatchObject({ status: 402, code: 'QUOTA_EXCEEDED', kind: 'quota' });
    expect(methods()).toEqual(['POST']);
  });

  it('gives the code from the status when the answer has no problem body', async () => {
    server.fetch = async () => new Response('Payment Required', { status: 402 });
    const error = await rejection(upload(fileOf(1 * MiB).blob).promise);
    expect(error).toMatchObject({ status: 402, code: 'QUOTA_EXCEEDED', kind: 'quota' });
  });

  it('rejects a refused single upload as rejected, with the server code', async () => {
    server.fail('POST', { status: 415, code: 'FILE_TYPE_NOT_ALLOWED' });
    const error = await rejection(upload(fileOf(1 * KiB).blob).promise);
    expect(error).toMatchObject({ status: 415, code: 'FILE_TYPE_NOT_ALLOWED', kind: 'rejected' });
    expect(methods()).toEqual(['POST']);
  });
});
