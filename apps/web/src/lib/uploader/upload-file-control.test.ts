import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../api-client';
import { FakeUploadServer, firstDifference } from './fake-upload-server';
import { UploadCancelledError } from './upload-errors';
import { startUpload, type UploadController, type UploadProgress } from './upload-file';

const KiB = 1024;
const MiB = 1024 * KiB;

function fileOf(size: number): { blob: Blob; bytes: Uint8Array } {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 10)) & 0xff;
  return { blob: new Blob([bytes], { type: 'image/jpeg' }), bytes };
}

let server: FakeUploadServer;
let progress: UploadProgress[];

function upload(blob: Blob): UploadController {
  return startUpload(blob, {
    purpose: 'avatar',
    token: 'given-token',
    fetchImpl: server.fetch,
    sleep: async () => {},
    random: () => 0.5,
    onProgress: (p) => progress.push(p),
  });
}

/** Resolves when the fake holds a request open (a chunk in flight). */
function hangNext(method: string, skip: number): Promise<void> {
  return new Promise((resolve) => server.fail(method, { hang: true, onHang: resolve }, skip));
}

const methods = () => server.requests.map((r) => r.method);

beforeEach(() => {
  server = new FakeUploadServer();
  progress = [];
});

describe('startUpload: pause, resume, cancel', () => {
  it('pauses by cutting the chunk in flight, and resumes from the offset HEAD gives', async () => {
    const { blob, bytes } = fileOf(2 * MiB);
    const hung = hangNext('PATCH', 2);
    const controller = upload(blob);
    await hung;

    controller.pause();
    expect(controller.state()).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);

    controller.resume();
    expect(controller.state()).toBe('uploading');
    const media = await controller.promise;

    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    expect(server.requests[5]?.headers.get('Upload-Offset')).toBe(String(768 * KiB));
    expect(media.size).toBe(2 * MiB);
    expect(controller.state()).toBe('done');
    expect(firstDifference(server.received(), bytes)).toBe(-1);
    expect(server.requests.every((r) => r.headers.get('Authorization') === 'Token given-token')).toBe(true);
  });

  it('pause and resume of a small file sends it again whole', async () => {
    const { blob, bytes } = fileOf(50 * KiB);
    const hung = hangNext('POST', 0);
    const controller = upload(blob);
    await hung;
    controller.pause();
    controller.resume();
    await controller.promise;
    expect(methods()).toEqual(['POST', 'POST']);
    expect(firstDifference(server.singleBody ?? new Uint8Array(), bytes)).toBe(-1);
  });

  it('cancel cuts the chunk, sends DELETE and rejects with UploadCancelledError', async () => {
    const hung = hangNext('PATCH', 1);
    const controller = upload(fileOf(1 * MiB).blob);
    await hung;

    await controller.cancel();
    await expect(controller.promise).rejects.toBeInstanceOf(UploadCancelledError);
    expect(controller.state()).toBe('cancelled');
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'DELETE']);
    const [id] = server.sessions.keys();
    expect(server.requests.at(-1)?.path).toBe(endpointUrl(e.abortUpload, { params: { id } }));
    expect([...server.sessions.values()][0]?.status).toBe('aborted');
  });

  it('cancel while paused deletes the session too, and nothing more is sent', async () => {
    const hung = hangNext('PATCH', 0);
    const controller = upload(fileOf(1 * MiB).blob);
    await hung;
    controller.pause();
    await controller.cancel();
    controller.resume();
    await expect(controller.promise).rejects.toBeInstanceOf(UploadCancelledError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(methods()).toEqual(['POST', 'PATCH', 'DELETE']);
  });

  it('cancel after the end changes nothing', async () => {
    const controller = upload(fileOf(300 * KiB).blob);
    await controller.promise;
    await controller.cancel();
    expect(controller.state()).toBe('done');
    expect(methods()).not.toContain('DELETE');
  });
});

describe('startUpload: progress', () => {
  function expectMonotonic(events: UploadProgress[]) {
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i]?.sentBytes).toBeGreaterThanOrEqual(events[i - 1]?.sentBytes ?? 0);
      expect(events[i]?.percent).toBeGreaterThanOrEqual(events[i - 1]?.percent ?? 0);
    }
  }

  it('reports the bytes the server confirmed, never going back, ending at 100 %', async () => {
    server.fail('PATCH', { dropAfter: 100 * KiB }, 2);
    server.fail('PATCH', { rewindTo: 500 * KiB }, 1);
    await upload(fileOf(2 * MiB).blob).promise;

    expectMonotonic(progress);
    expect(progress[0]).toEqual({ sentBytes: 0, totalBytes: 2 * MiB, percent: 0, phase: 'uploading' });
    expect(progress.map((p) => p.sentBytes)).toContain(768 * KiB + 100 * KiB);
    expect(progress.at(-1)).toEqual({ sentBytes: 2 * MiB, totalBytes: 2 * MiB, percent: 100, phase: 'done' });
    expect(progress.filter((p) => p.percent === 100)).toHaveLength(1);
  });

  it('ends in phase processing while the server still makes the variants', async () => {
    server.mediaStatus = 'processing';
    await upload(fileOf(20 * KiB).blob).promise;
    expect(progress.map((p) => [p.percent, p.phase])).toEqual([
      [0, 'uploading'],
      [100, 'processing'],
    ]);
  });
});
