import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import type { MediaObject, MediaPurpose } from '@betogether/contracts/media/media.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api-client';
import { startUpload, type UploadController, type UploadProgress } from './upload-file';

/** Where an upload stands, for its screen: bytes sent, then the server's processing, or why it failed. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' | 'paused'; progress: UploadProgress }
  /** `processed`: how far the server's work stands (a video's `media.progress`, 0 to 1), null when it does not say. */
  | { status: 'processing'; progress: UploadProgress; processed: number | null }
  | { status: 'failed'; error: unknown; progress: UploadProgress | null };

/** A picture's variants take seconds; a 3-minute video's transcoding can take several minutes. */
const PROCESSING_WAIT_MS = 15 * 60 * 1000;
const LONGEST_POLL_MS = 3000;

type WaitOptions = {
  /** Each answer's `progress` while the server still works (videos say how far; pictures say null). */
  onProgress?: (processed: number | null) => void;
  sleep?: (ms: number) => Promise<unknown>;
};

/**
 * Waits until the server has made the file's variants (it answers `processing` until then): asks
 * again after 250 ms, then less and less often, every 3 s at most, for up to 15 minutes.
 */
export async function waitUntilProcessed(
  media: MediaObject,
  { onProgress, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)) }: WaitOptions = {},
) {
  let current = media;
  let waited = 0;
  for (let i = 0; current.status === 'processing' && waited < PROCESSING_WAIT_MS; i += 1) {
    const pause = Math.min(250 + i * 100, LONGEST_POLL_MS);
    await sleep(pause);
    waited += pause;
    current = await call(e.media, { params: { id: current.id } });
    if (current.status === 'processing') onProgress?.(current.progress);
  }
  if (current.status === 'processing') throw new Error('The file is taking too long to process');
  if (current.status !== 'ready') throw new Error(current.failureReason ?? 'The file could not be processed');
  return current;
}

/**
 * One upload at a time with its progress, pause, resume, cancel and retry, for any screen:
 * `upload(file, purpose)` resolves with the ready media object.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<UploadController | null>(null);
  const last = useRef<{ file: Blob; purpose: MediaPurpose } | null>(null);

  const upload = useCallback(async (file: Blob, purpose: MediaPurpose): Promise<MediaObject | null> => {
    last.current = { file, purpose };
    let progress: UploadProgress = { sentBytes: 0, totalBytes: file.size, percent: 0, phase: 'uploading' };
    setState({ status: 'uploading', progress });
    const started = startUpload(file, {
      purpose,
      onProgress: (next) => {
        progress = next;
        setState((s) =>
          s.status === 'paused'
            ? { ...s, progress: next }
            : next.phase === 'uploading'
              ? { status: 'uploading', progress: next }
              : { status: 'processing', progress: next, processed: null },
        );
      },
    });
    controller.current = started;
    try {
      const media = await started.promise;
      const sent = { ...progress, phase: 'processing' as const };
      setState({ status: 'processing', progress: sent, processed: media.progress });
      const ready = await waitUntilProcessed(media, {
        onProgress: (processed) => setState({ status: 'processing', progress: sent, processed }),
      });
      setState({ status: 'idle' });
      return ready;
    } catch (error) {
      if ((error as Error).name === 'UploadCancelledError') {
        setState({ status: 'idle' });
        return null;
      }
      setState({ status: 'failed', error, progress });
      throw error;
    } finally {
      controller.current = null;
    }
  }, []);

  return {
    state,
    upload,
    pause: () => {
      controller.current?.pause();
      setState((s) => (s.status === 'uploading' ? { ...s, status: 'paused' } : s));
    },
    resume: () => {
      controller.current?.resume();
      setState((s) => (s.status === 'paused' ? { ...s, status: 'uploading' } : s));
    },
    cancel: () => void controller.current?.cancel(),
    retry: () => (last.current ? upload(last.current.file, last.current.purpose) : Promise.resolve(null)),
  };
}

/**
 * A file's upload started once, when the component showing it mounts (a picture added to a
 * composer): `onReady` with the ready media, `onFailed` when it fails; `retry` tries again and
 * reports the same way. The latest callbacks are called (the parent's state moves on meanwhile).
 */
export function useUploadOnMount(
  file: Blob,
  purpose: MediaPurpose,
  handlers: { onReady: (media: MediaObject) => void; onFailed: () => void },
) {
  const uploader = useUpload();
  const started = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const follow = (upload: Promise<MediaObject | null>) =>
    upload.then(
      (media) => media && latest.current.onReady(media),
      () => latest.current.onFailed(),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the upload starts once, when the file is added.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void follow(uploader.upload(file, purpose));
  }, []);
  return { ...uploader, retry: () => void follow(uploader.retry()) };
}
