import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { useState } from 'react';
import { type ChatFilePurpose, type FileRefusal, purposeOf } from './file-purpose';

export type ComposerFile = {
  key: string;
  file: File;
  purpose: ChatFilePurpose;
  /** Set once uploaded and ready. */
  media: MediaObject | null;
  failed: boolean;
};

/** A file left out when chosen, and why (said under the composer). */
export type LeftOut = { name: string; refusal: FileRefusal | { reason: 'count' } };

/**
 * The files of the message being written: each uploads as soon as it is chosen; the message may
 * leave once every one is ready. Files the chat cannot take are left out with why, before upload.
 */
export function useComposerFiles() {
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const [leftOut, setLeftOut] = useState<LeftOut[]>([]);

  const patch = (key: string, change: Partial<ComposerFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  return {
    files,
    leftOut,
    /** Every file uploaded (and at least one). */
    ready: files.length > 0 && files.every((item) => item.media !== null),
    busy: files.some((item) => item.media === null),
    add(chosen: readonly File[]) {
      const refused: LeftOut[] = [];
      const accepted: ComposerFile[] = [];
      for (const file of chosen) {
        const purpose = purposeOf(file);
        if (typeof purpose !== 'string') refused.push({ name: file.name, refusal: purpose });
        else if (files.length + accepted.length >= CHAT_LIMITS.attachments)
          refused.push({ name: file.name, refusal: { reason: 'count' } });
        else accepted.push({ key: crypto.randomUUID(), file, purpose, media: null, failed: false });
      }
      setLeftOut(refused);
      if (accepted.length) setFiles((current) => [...current, ...accepted]);
    },
    readyOne: (key: string, media: MediaObject) => patch(key, { media, failed: false }),
    failedOne: (key: string) => patch(key, { failed: true }),
    retrying: (key: string) => patch(key, { failed: false }),
    remove(key: string) {
      setFiles((current) => current.filter((item) => item.key !== key));
      setLeftOut([]);
    },
    /** The ready files, in order, for the message; the composer empties. */
    take(): MediaObject[] {
      const media = files.flatMap((item) => (item.media ? [item.media] : []));
      setFiles([]);
      setLeftOut([]);
      return media;
    },
  };
}
