import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { keepDraft, kycKeys } from '../api/kyc-keys';
import { uploadKycPhoto } from '../api/upload-kyc-photo';
import { checkPhoto, type PhotoProblem } from './photo-check';

/** A photo chosen on this device: its preview, and how its upload goes. */
export type LocalPhoto = {
  file: File;
  contentType: string;
  /** An object URL of the file, revoked once replaced, removed or the page closes. */
  preview: string;
  status: 'uploading' | 'failed' | 'done';
  percent: number;
  error: unknown;
};

export type SidePhoto = {
  local: LocalPhoto | null;
  /** The last file chosen was refused here, before any request. */
  problem: PhotoProblem | null;
  checking: boolean;
};

const none: SidePhoto = { local: null, problem: null, checking: false };

type Photos = Partial<Record<KycDocumentSide, SidePhoto>>;

/**
 * The photos of the form, side by side: each checked in the browser first, then uploaded at once
 * with its progress (an upload of the same side started again aborts the earlier one). A photo the
 * server took goes into the cached state's drafts, where the form reads what is received.
 */
export function usePhotoUploads() {
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<Photos>({});
  const current = useRef<Photos>({});
  current.current = photos;
  const uploads = useRef(new Map<KycDocumentSide, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((side: KycDocumentSide, change: (photo: SidePhoto) => SidePhoto) => {
    setPhotos((all) => ({ ...all, [side]: change(all[side] ?? none) }));
  }, []);

  // Only while this file is still the side's photo: a replaced upload's late news is dropped.
  const patchLocal = useCallback(
    (side: KycDocumentSide, preview: string, change: Partial<LocalPhoto>) =>
      patch(side, (photo) =>
        photo.local?.preview === preview ? { ...photo, local: { ...photo.local, ...change } } : photo,
      ),
    [patch],
  );

  const release = (url: string | undefined) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const stop = (side: KycDocumentSide) => {
    uploads.current.get(side)?.abort();
    uploads.current.delete(side);
  };

  const send = (side: KycDocumentSide, file: File, contentType: string, preview: string) => {
    stop(side);
    const controller = new AbortController();
    uploads.current.set(side, controller);
    patch(side, (photo) => ({
      ...photo,
      local: { file, contentType, preview, status: 'uploading', percent: 0, error: null },
    }));
    uploadKycPhoto(side, file, {
      contentType,
      signal: controller.signal,
      onProgress: (percent) => patchLocal(side, preview, { percent }),
    }).then(
      (draft) => {
        keepDraft(queryClient, draft);
        patchLocal(side, preview, { status: 'done', percent: 100 });
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        patchLocal(side, preview, { status: 'failed', error });
        // Pending or approved meanwhile (another tab): the page follows the server.
        if (error instanceof ApiError && error.code === 'KYC_STATE_CONFLICT')
          void queryClient.invalidateQueries({ queryKey: kycKeys.all });
      },
    );
  };

  const choose = async (side: KycDocumentSide, file: File) => {
    patch(side, (photo) => ({ ...photo, problem: null, checking: true }));
    const checked = await checkPhoto(file);
    if ('problem' in checked) {
      patch(side, (photo) => ({ ...photo, problem: checked.problem, checking: false }));
      return;
    }
    release(current.current[side]?.local?.preview);
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    patch(side, (photo) => ({ ...photo, checking: false }));
    send(side, file, checked.contentType, preview);
  };

  const retry = (side: KycDocumentSide) => {
    const local = current.current[side]?.local;
    if (local) send(side, local.file, local.contentType, local.preview);
  };

  /** Stops the side's upload and forgets its file (cancel, or once its draft was removed). */
  const clear = (side: KycDocumentSide) => {
    stop(side);
    release(current.current[side]?.local?.preview);
    patch(side, () => none);
  };

  const photoOf = (side: KycDocumentSide): SidePhoto => photos[side] ?? none;
  const uploading = Object.values(photos).some(
    (photo) => photo?.checking || photo?.local?.status === 'uploading',
  );

  return { photoOf, uploading, choose, retry, clear };
}
