import { mediaEndpoints as e } from '@betogether/contracts/media/media.endpoints';
import type { MediaObject, MediaPurpose } from '@betogether/contracts/media/media.schemas';
import { useCallback, useRef, useState } from 'react';
import { call } from '../api-client';
import { startUpload, type UploadController, type UploadProgress } from './upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' | 'paused' | 'processing'; progress: UploadProgress }
  | { status: 'failed'; error: unknown; progress: UploadProgress | null };

/** Waits until the server has made the file's variants (it answers `processing` until then). */
export async function waitUntilProcessed(
  media: MediaObject,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  let current = media;
  for (let i = 0; current.status === 'processing' && i < 200; i += 1) {
    await sleep(Math.min(250 + i * 50, 2000));
    current = await call(e.media, { params: { id: current.id } });
  }
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
            : { status: next.phase === 'uploading' ? 'uploading' : 'processing', progress: next },
        );
      },
    });
    controller.current = started;
    try {
      const media = await started.promise;
      setState({ status: 'processing', progress: { ...progress, phase: 'processing' } });
      const ready = await waitUntilProcessed(media);
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
