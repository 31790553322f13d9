import {
  CHUNK_CONTENT_TYPE,
  FIRST_CHUNK_BYTES,
  SINGLE_REQUEST_MAX_BYTES,
  UPLOAD_OFFSET_HEADER,
} from '@betogether/contracts/media/media.constants';
import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import type { MediaObject, MediaPurpose, UploadSession } from '@betogether/contracts/media/media.schemas';
import { endpointUrl } from '../api-client';
import { storageKeys } from '../storage-keys';
import { chunkLength, nextChunkSize } from './chunk-plan';
import { backoffDelay, MAX_TRIES } from './retry-policy';
import { RequestFailure, UploadCancelledError } from './upload-errors';
import { failureOf, Interrupted, jsonOf, offsetHeader } from './upload-http';

type UploadPhase = 'uploading' | 'processing' | 'done';
export type UploadProgress = { sentBytes: number; totalBytes: number; percent: number; phase: UploadPhase };
type UploadStatus = 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

export type UploadOptions = {
  purpose: MediaPurpose;
  fileName?: string;
  /**
   * Bytes the server has confirmed, never going back. The last call is at 100 %, with phase
   * 'processing' while the server still makes the picture's variants, 'done' otherwise.
   */
  onProgress?: (progress: UploadProgress) => void;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** By default the signed-in person's token, read at each request like the API client does. */
  token?: string;
};

export type UploadController = {
  /** The media object; rejects with UploadError or UploadCancelledError. */
  promise: Promise<MediaObject>;
  pause(): void;
  resume(): void;
  /** Settles once the server has been asked to drop the session (never rejects). */
  cancel(): Promise<void>;
  state(): UploadStatus;
};

// Spec §7: the same base URL as the API client.
const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** An open session's addresses: its state (GET, and HEAD for the offset), its chunks, its cancel. */
type SessionUrls = { session: string; chunk: string; abort: string };

function sessionUrls(id: string): SessionUrls {
  const at = { params: { id } };
  return {
    session: endpointUrl(e.upload, at),
    chunk: endpointUrl(e.sendChunk, at),
    abort: endpointUrl(e.abortUpload, at),
  };
}

/**
 * Uploads a file for `purpose`: in one request up to SINGLE_REQUEST_MAX_BYTES, above that in
 * resumable chunks that grow (spec §9; the protocol is described in media.constants.ts).
 */
export function startUpload(file: Blob, options: UploadOptions): UploadController {
  const fetchImpl = options.fetchImpl ?? defaultFetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const totalBytes = file.size;
  const contentType = file.type || 'application/octet-stream';

  let status: UploadStatus = 'uploading';
  // Read through a function after an await: pause() and cancel() change it meanwhile.
  const current = () => status;
  let inflight: AbortController | null = null;
  let wakeUp: (() => void) | null = null;
  let opened: SessionUrls | null = null;
  let deletion: Promise<void> | null = null;
  let offset = 0;
  let chunkSize = FIRST_CHUNK_BYTES;
  let needsOffset = false;
  let failures = 0;
  let reported = -1;

  function report(sentBytes: number, phase: UploadPhase = 'uploading') {
    if (sentBytes <= reported && phase === 'uploading') return;
    reported = Math.max(reported, sentBytes);
    const whole = totalBytes === 0 ? Number(phase !== 'uploading') : reported / totalBytes;
    const percent = Math.floor(whole * 100);
    options.onProgress?.({ sentBytes: reported, totalBytes, percent, phase });
  }

  // The server's offset moved on: what it holds counts as done, and the tries start afresh.
  function moveTo(next: number) {
    if (next > offset) failures = 0;
    offset = next;
    report(offset);
  }

  async function request(method: string, url: string, init: RequestInit = {}, always = false) {
    if (!always && status !== 'uploading') throw new Interrupted();
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    const token = options.token ?? localStorage.getItem(storageKeys.token);
    if (token) headers.set('authorization', `Token ${token}`);
    const controller = new AbortController();
    if (!always) inflight = controller;
    try {
      return await fetchImpl(`${baseUrl}${url}`, { ...init, method, headers, signal: controller.signal });
    } catch {
      throw controller.signal.aborted ? new Interrupted() : new RequestFailure('network');
    } finally {
      if (inflight === controller) inflight = null;
    }
  }

  /** Runs `step` until it succeeds, fails for good, or fails MAX_TRIES times without progress. */
  async function retrying<T>(step: () => Promise<T>): Promise<T> {
    for (;;) {
      while (current() === 'paused') {
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
        });
      }
      if (current() === 'cancelled') throw new UploadCancelledError();
      try {
        return await step();
      } catch (error) {
        if (current() === 'cancelled') throw new UploadCancelledError();
        // Whatever was cut short, the server may hold part of it: ask before sending again.
        needsOffset = true;
        if (error instanceof Interrupted || current() === 'paused') continue;
        if (!(error instanceof RequestFailure)) throw error;
        if (!error.retryable) throw error.toUploadError(false);
        failures += 1;
        if (failures >= MAX_TRIES) throw error.toUploadError(true);
        if (error.offsetMismatch) {
          if (error.serverOffset !== null && error.serverOffset <= totalBytes) {
            moveTo(error.serverOffset);
            needsOffset = false;
          }
          continue;
        }
        await sleep(error.retryAfter ?? backoffDelay(failures - 1, random));
      }
    }
  }

  async function uploadWhole(): Promise<MediaObject> {
    const fileName = options.fileName ?? (file instanceof File ? file.name : undefined);
    const url = endpointUrl(e.uploadWhole, {
      query: { purpose: options.purpose, ...(fileName ? { fileName } : {}) },
    });
    const response = await request(e.uploadWhole.method, url, {
      headers: { 'content-type': contentType },
      body: file,
    });
    if (response.status !== 201) throw await failureOf(response);
    return jsonOf<MediaObject>(response);
  }

  async function createSession(): Promise<UploadSession> {
    const fileName = options.fileName ?? (file instanceof File ? file.name : undefined);
    const response = await request(e.createUpload.method, endpointUrl(e.createUpload), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: options.purpose, size: totalBytes, contentType, fileName }),
    });
    if (response.status !== 201) throw await failureOf(response);
    return jsonOf<UploadSession>(response);
  }

  async function askOffset(urls: SessionUrls) {
    // HEAD: the session's offset in its headers, without the body.
    const response = await request('HEAD', urls.session);
    const at = response.status === 200 ? offsetHeader(response) : null;
    if (response.status !== 200) throw await failureOf(response);
    if (at === null || at > totalBytes) throw new RequestFailure(502);
    moveTo(at);
    needsOffset = false;
  }

  function completed(session: UploadSession): MediaObject {
    if (session.status === 'complete' && session.media) return session.media;
    throw new RequestFailure(502);
  }

  async function sendChunks(urls: SessionUrls): Promise<MediaObject> {
    if (needsOffset) await askOffset(urls);
    for (;;) {
      // Every byte arrived but the answer to the last chunk was lost: the session has the media.
      if (offset >= totalBytes) {
        const response = await request(e.upload.method, urls.session);
        if (response.status !== 200) throw await failureOf(response);
        return completed(await jsonOf<UploadSession>(response));
      }
      const length = chunkLength(chunkSize, offset, totalBytes);
      const response = await request(e.sendChunk.method, urls.chunk, {
        headers: { [UPLOAD_OFFSET_HEADER]: String(offset), 'content-type': CHUNK_CONTENT_TYPE },
        body: file.slice(offset, offset + length),
      });
      if (response.status === 200) return completed(await jsonOf<UploadSession>(response));
      if (response.status !== 204) throw await failureOf(response);
      const at = offsetHeader(response);
      if (at === null || at > totalBytes) throw new RequestFailure(502);
      moveTo(at);
      failures = 0;
      chunkSize = nextChunkSize(chunkSize, true);
    }
  }

  async function run(): Promise<MediaObject> {
    report(0);
    if (totalBytes <= SINGLE_REQUEST_MAX_BYTES) return retrying(uploadWhole);
    const created = await retrying(createSession);
    const urls = sessionUrls(created.id);
    opened = urls;
    if (current() === 'cancelled') {
      await dropSession();
      throw new UploadCancelledError();
    }
    offset = created.offset;
    needsOffset = false;
    failures = 0;
    return retrying(() => sendChunks(urls));
  }

  function dropSession(): Promise<void> {
    if (!opened) return Promise.resolve();
    deletion ??= request(e.abortUpload.method, opened.abort, {}, true).then(
      () => undefined,
      // Best effort: an upload nobody finishes expires on the server (UPLOAD_SESSION_TTL_MS).
      () => undefined,
    );
    return deletion;
  }

  let rejectNow: (error: unknown) => void = () => {};
  const promise = new Promise<MediaObject>((resolve, reject) => {
    rejectNow = reject;
    run().then(
      (media) => {
        if (status === 'cancelled') return;
        status = 'done';
        report(totalBytes, media.status === 'processing' ? 'processing' : 'done');
        resolve(media);
      },
      (error: unknown) => {
        if (status === 'cancelled') return;
        status = 'failed';
        reject(error);
      },
    );
  });

  return {
    promise,
    pause() {
      if (status !== 'uploading') return;
      status = 'paused';
      inflight?.abort();
    },
    resume() {
      if (status !== 'paused') return;
      status = 'uploading';
      wakeUp?.();
    },
    cancel() {
      if (status === 'done' || status === 'failed') return Promise.resolve();
      if (status !== 'cancelled') {
        status = 'cancelled';
        inflight?.abort();
        wakeUp?.();
        rejectNow(new UploadCancelledError());
      }
      return dropSession();
    },
    state: () => status,
  };
}
