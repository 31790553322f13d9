import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  purposeRules,
  UPLOAD_OFFSET_HEADER,
  UPLOAD_SESSION_TTL_MS,
  VOICE_NOTE_MAX_SECONDS,
  videoPurposes,
} from '@betogether/contracts/media/media.constants';
import type {
  CreateUploadBody,
  MediaObject,
  MediaPurpose,
  UploadSession,
  VideoLimits,
  VideoLimitsBody,
} from '@betogether/contracts/media/media.schemas';
import { afterCommit } from '../../db/after-commit';
import type { Db, Executor, Tx } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { IncompleteChunkError, type StorageDriver } from '../../platform/storage/storage-driver';
import { declaredTypeOf, safeFileName, servedAs } from './attachments';
import { type FileType, matchType } from './file-type';
import { AVATAR_WIDTHS, ImageRejectedError, processImage } from './image-processing';
import { linkSignerAt, privateFileSigner, toMediaObject } from './media.read';
import * as repo from './media.repository';
import type { MediaRow, StoredVariant, UploadSessionRow } from './media.tables';
import type { VideoToolsDetection } from './video/video-tools';
import { spokenDuration, type VideoPipeline, videoKeys } from './video-pipeline';
import { AudioRejectedError, voiceNoteSeconds } from './voice-notes';

type Deps = {
  db: Db;
  clock: Clock;
  storage: StorageDriver;
  queue: Pick<TaskQueue, 'send'>;
  log: Pick<Logger, 'error' | 'warn'>;
  quotaBytes: number;
  video: VideoPipeline;
  videoTools: () => Promise<VideoToolsDetection>;
  /** ffprobe's path for voice notes' durations; null when it is missing (kept without one). */
  voiceProbe: () => Promise<string | null>;
};

/** What a member reads when the server cannot take videos (the admin's reason is in /readyz and the log). */
const VIDEO_UNAVAILABLE_REASON =
  'Videos cannot be uploaded on this server right now: its video tools are missing. Pictures still work.';

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Enough of a file's first bytes to tell its type: signatures need at most 12, a text file is
 * told from a binary one (and from a page) by its first 4 KB.
 */
const SNIFF_BYTES = 4096;

/**
 * The type the first bytes say, when the purpose accepts it and it is what the session announced
 * (file-type.ts: the announced type, or one of its kind for a picture, a video or a sound); else null.
 */
function acceptedType(purpose: MediaPurpose, declaredType: string, head: Buffer): FileType | null {
  return matchType(head, declaredType, purposeRules[purpose].types);
}

function contentMismatch(purpose: MediaPurpose, declaredType: string): AppError {
  const rules = purposeRules[purpose];
  return new AppError('FILE_CONTENT_MISMATCH', {
    detail:
      rules.asIs === 'attachment'
        ? `This file is not what it says: its content is not ${declaredType}`
        : `This file is not what it says. Accepted here: ${rules.types.join(', ')}`,
  });
}

/** Links to private files work for 5 minutes: long enough to open, too short to share. */
const PRIVATE_LINK_TTL_MS = 5 * 60 * 1000;

export function createMediaService(deps: Deps) {
  const { db, clock, storage } = deps;
  const urlSigner = () => privateFileSigner(db);

  /** The member's own view of a file: signed links when it is private (a friends-only post's). */
  async function ownView(row: MediaRow): Promise<MediaObject> {
    return toMediaObject(
      row,
      row.visibility === 'private' ? linkSignerAt(await urlSigner(), clock.now()) : undefined,
    );
  }

  /** Deletes stored files, each on its own: one missing never keeps the others. */
  async function deleteFiles(keys: string[]): Promise<void> {
    const failures = [];
    for (const key of keys) {
      try {
        await storage.deleteObject(key);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /** A video purpose: refused while ffmpeg is missing, and held to the admins' byte limit. */
  async function checkVideo(purpose: MediaPurpose, size: number): Promise<void> {
    if (!videoPurposes.includes(purpose)) return;
    if (!(await deps.videoTools()).available)
      throw new AppError('VIDEO_UNAVAILABLE', { detail: VIDEO_UNAVAILABLE_REASON });
    const { maxBytes } = await deps.video.limits();
    if (size > maxBytes) {
      throw new AppError('FILE_TOO_LARGE', {
        detail: `A video may be at most ${Math.floor(maxBytes / 1024 / 1024)} MB`,
        errors: [{ field: 'size', message: 'This video is too large', code: 'too_large' }],
      });
    }
  }

  function checkAllowed(purpose: MediaPurpose, contentType: string, size: number) {
    const rules = purposeRules[purpose];
    if (!rules.types.includes(contentType)) {
      throw new AppError('FILE_TYPE_NOT_ALLOWED', {
        detail: `Accepted here: ${rules.types.join(', ')}`,
        errors: [
          {
            field: 'contentType',
            message: 'This type of file is not accepted here',
            code: 'type_not_allowed',
          },
        ],
      });
    }
    if (size > rules.maxBytes) {
      throw new AppError('FILE_TOO_LARGE', {
        detail: `At most ${Math.floor(rules.maxBytes / 1024 / 1024)} MB here`,
        errors: [{ field: 'size', message: 'This file is too large', code: 'too_large' }],
      });
    }
  }

  /** Refuses before any byte is stored when the member's storage would overflow (402). */
  async function reserve<T>(ownerId: string, size: number, write: (tx: Tx) => Promise<T>) {
    return db.transaction(async (tx) => {
      await repo.lockOwner(tx, ownerId);
      const used = await repo.usedBytes(tx, ownerId, clock.now());
      if (used + size > deps.quotaBytes) {
        const freeMb = Math.max(0, Math.floor((deps.quotaBytes - used) / 1024 / 1024));
        throw new AppError('QUOTA_EXCEEDED', {
          detail: `${freeMb} MB left of your ${Math.floor(deps.quotaBytes / 1024 / 1024)} MB`,
        });
      }
      return write(tx);
    });
  }

  async function sessionAnswer(row: UploadSessionRow, media: MediaRow | null = null): Promise<UploadSession> {
    return {
      id: row.id,
      purpose: row.purpose as MediaPurpose,
      size: row.size,
      offset: row.offset,
      status: row.status as UploadSession['status'],
      expiresAt: row.expiresAt.toISOString(),
      media: media ? await ownView(media) : null,
    };
  }

  async function ownSession(ownerId: string, id: string): Promise<UploadSessionRow> {
    const row = await repo.findSession(db, id);
    if (!row) throw new AppError('UPLOAD_NOT_FOUND');
    if (row.ownerId !== ownerId) throw new AppError('UPLOAD_FORBIDDEN');
    return row;
  }

  /** The file's row, and its upload session completed with it, in one transaction. */
  async function recordMedia(
    values: Omit<Parameters<typeof repo.insertMedia>[1], 'visibility' | 'createdAt' | 'updatedAt'>,
    sessionId?: string,
  ): Promise<MediaRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const media = await repo.insertMedia(tx, {
        ...values,
        visibility: purposeRules[values.purpose as MediaPurpose].visibility,
        createdAt: now,
        updatedAt: now,
      });
      if (sessionId) await repo.setSessionStatus(tx, sessionId, 'complete', now, media.id);
      return media;
    });
  }

  /** Stores a picture or a small video (its type checked), and queues its processing. */
  async function store(
    ownerId: string,
    purpose: MediaPurpose,
    type: FileType,
    bytes: Buffer,
    sessionId?: string,
  ): Promise<MediaRow> {
    const id = randomUUID();
    const isVideo = type.contentType.startsWith('video/');
    // Originals wait in `originals/` (never served) for their processing on the queue.
    const originalKey = `originals/${id}.${type.extension}`;
    await storage.writeObject(originalKey, bytes, type.contentType);
    const row = await recordMedia(
      {
        id,
        ownerId,
        purpose,
        status: 'processing',
        progress: isVideo ? 0 : null,
        contentType: type.contentType,
        size: bytes.length,
        originalKey,
      },
      sessionId,
    );
    await queueProcessing(row);
    return row;
  }

  /**
   * A voice note's duration in milliseconds, measured by ffprobe: refused when it is no sound or
   * plays longer than allowed; null when ffprobe is missing (said once in the log) or fails.
   */
  async function voiceNoteMs(type: FileType, bytes: Buffer): Promise<number | null> {
    const ffprobe = await deps.voiceProbe();
    if (!ffprobe) return null;
    let seconds: number;
    try {
      seconds = await voiceNoteSeconds(ffprobe, bytes, type.extension);
    } catch (error) {
      if (error instanceof AudioRejectedError)
        throw new AppError('FILE_CONTENT_MISMATCH', { detail: error.message });
      deps.log.warn({ err: error }, 'a voice note is kept without its duration: ffprobe failed');
      return null;
    }
    // Half a second of grace, as for videos: a recorder stopped at 5:00 writes a little more.
    if (seconds > VOICE_NOTE_MAX_SECONDS + 0.5) {
      throw new AppError('VOICE_NOTE_TOO_LONG', {
        detail: `This voice note lasts ${spokenDuration(seconds)}: at most ${spokenDuration(VOICE_NOTE_MAX_SECONDS)}`,
      });
    }
    return Math.round(seconds * 1000);
  }

  /**
   * A chat file or voice note, stored as sent under `attachments/` (its type checked, never
   * processed) and ready at once: a file keeps its name (made safe), a voice note its duration.
   * The bytes come whole, or as the upload's parts (made the object without a copy).
   */
  async function storeAsIs(
    ownerId: string,
    purpose: MediaPurpose,
    type: FileType,
    file: { bytes: Buffer } | { uploadId: string; size: number },
    fileName: string | null | undefined,
    sessionId?: string,
  ): Promise<MediaRow> {
    const id = randomUUID();
    const key = `attachments/${id}.${type.extension}`;
    let durationMs: number | null = null;
    if ('bytes' in file) {
      if (purpose === 'chat-voice') durationMs = await voiceNoteMs(type, file.bytes);
      await storage.writeObject(key, file.bytes, type.contentType);
    } else {
      await storage.commitParts(file.uploadId, key, type.contentType);
    }
    return recordMedia(
      {
        id,
        ownerId,
        purpose,
        status: 'ready',
        contentType: type.contentType,
        size: 'bytes' in file ? file.bytes.length : file.size,
        originalKey: key,
        fileName:
          purposeRules[purpose].asIs === 'attachment' ? safeFileName(fileName, type.contentType) : null,
        durationMs,
      },
      sessionId,
    );
  }

  /**
   * The last chunk arrived: a video becomes its object by moving the parts (no copy through
   * memory), so does a chat file; a picture is read whole for its checks and processing, a voice
   * note (10 MB at most) for its duration.
   */
  async function storeParts(ownerId: string, session: UploadSessionRow): Promise<MediaRow> {
    const { id: uploadId, size, fileName } = session;
    const purpose = session.purpose as MediaPurpose;
    const type = acceptedType(
      purpose,
      session.declaredType,
      await storage.readPartsHead(uploadId, SNIFF_BYTES),
    );
    if (!type) throw contentMismatch(purpose, session.declaredType);
    if (purpose === 'chat-voice')
      return storeAsIs(
        ownerId,
        purpose,
        type,
        { bytes: await storage.readParts(uploadId) },
        fileName,
        uploadId,
      );
    if (purposeRules[purpose].asIs)
      return storeAsIs(ownerId, purpose, type, { uploadId, size }, fileName, uploadId);
    // A picture is read whole for its checks and processing: at most its purpose's size (30 MB).
    // A video never is (up to 512 MB): its parts become the object where they are stored.
    if (!type.contentType.startsWith('video/'))
      return store(ownerId, purpose, type, await storage.readParts(uploadId), uploadId);
    const id = randomUUID();
    const key = `originals/${id}.${type.extension}`;
    await storage.commitParts(uploadId, key, type.contentType);
    const media = await recordMedia(
      {
        id,
        ownerId,
        purpose,
        status: 'processing',
        progress: 0,
        contentType: type.contentType,
        size,
        originalKey: key,
      },
      uploadId,
    );
    await queueProcessing(media);
    return media;
  }

  /** The file is stored and its row committed: its processing goes on the durable queue. */
  async function queueProcessing(row: Pick<MediaRow, 'id' | 'contentType'>): Promise<void> {
    const queue = row.contentType.startsWith('video/') ? 'media.transcode-video' : 'media.process-image';
    await deps.queue.send(queue, { mediaId: row.id }, { key: row.id });
  }

  /**
   * Off the request path, on the queue: variants, dimensions and blurhash, then the original is
   * deleted. A picture the decoder refuses fails at once; any other error is retried by the queue,
   * and marks the file failed only on the last attempt (`finalAttempt`).
   */
  async function processMedia(id: string, finalAttempt: boolean): Promise<void> {
    const row = await repo.findMedia(db, id);
    if (!row?.originalKey || row.status !== 'processing') return;
    const fail = async (reason: string) => {
      await repo.updateMedia(db, id, { status: 'failed', failureReason: reason, originalKey: null });
      // Nothing of the original is kept: its metadata (location!) never leaves the server.
      await storage.deleteObject(row.originalKey as string);
    };
    try {
      const original = await storage.readObject(row.originalKey);
      if (!original) return fail('The file was lost before processing');
      const chunks: Buffer[] = [];
      for await (const chunk of original.stream) chunks.push(chunk as Buffer);
      const result = await processImage(
        Buffer.concat(chunks),
        row.purpose === 'avatar' ? { square: true, widths: AVATAR_WIDTHS } : {},
      );
      const variants: StoredVariant[] = [];
      for (const variant of result.variants) {
        const extension = variant.format === 'jpeg' ? 'jpg' : variant.format;
        const key = `images/${id}-${variant.width}.${extension}`;
        await storage.writeObject(key, variant.buffer, `image/${variant.format}`);
        variants.push({
          width: variant.width,
          height: variant.height,
          format: variant.format,
          key,
          bytes: variant.buffer.length,
        });
      }
      const updated = await repo.updateMedia(db, id, {
        status: 'ready',
        width: result.width,
        height: result.height,
        blurhash: result.blurhash,
        variants,
        originalKey: null,
      });
      // Deleted while it was processed: its variants go too.
      if (!updated) await deleteFiles(variants.map((variant) => variant.key));
      await storage.deleteObject(row.originalKey);
    } catch (error) {
      if (error instanceof ImageRejectedError) return fail(error.message);
      deps.log.error({ err: error, mediaId: id, finalAttempt }, 'media processing failed');
      if (finalAttempt) return fail('This picture could not be processed');
      throw error;
    }
  }

  return {
    async createUpload(ownerId: string, body: CreateUploadBody): Promise<UploadSession> {
      const declaredType = declaredTypeOf(body.purpose, body.contentType, body.fileName);
      checkAllowed(body.purpose, declaredType, body.size);
      await checkVideo(body.purpose, body.size);
      const now = clock.now();
      const row = await reserve(ownerId, body.size, (tx) =>
        repo.insertSession(tx, {
          ownerId,
          purpose: body.purpose,
          declaredType,
          fileName: body.fileName ?? null,
          size: body.size,
          expiresAt: new Date(now.getTime() + UPLOAD_SESSION_TTL_MS),
          createdAt: now,
          updatedAt: now,
        }),
      );
      return sessionAnswer(row);
    },

    async getUpload(ownerId: string, id: string): Promise<UploadSession> {
      const row = await ownSession(ownerId, id);
      const media = row.mediaId ? ((await repo.findMedia(db, row.mediaId)) ?? null) : null;
      return sessionAnswer(row, media);
    },

    /** Stores one chunk at `offset`; the chunk that completes the file makes the media object. */
    async receiveChunk(
      ownerId: string,
      id: string,
      offset: number,
      body: Readable,
      length: number,
    ): Promise<UploadSession> {
      const row = await ownSession(ownerId, id);
      if (row.status === 'aborted' || row.expiresAt <= clock.now()) throw new AppError('UPLOAD_EXPIRED');
      const atOffset = { headers: { [UPLOAD_OFFSET_HEADER]: String(row.offset) } };
      if (row.status === 'complete' || offset !== row.offset) {
        throw new AppError('UPLOAD_OFFSET_MISMATCH', {
          ...atOffset,
          detail: `The upload stands at byte ${row.offset}`,
        });
      }
      if (offset + length > row.size) {
        throw new AppError('FILE_TOO_LARGE', { detail: `This upload was announced as ${row.size} bytes` });
      }
      if (length === 0) return sessionAnswer(row);
      try {
        await storage.writePart(id, offset, body, length);
      } catch (error) {
        // The connection dropped mid-chunk: nothing moves, the client resends from `offset`.
        if (
          error instanceof IncompleteChunkError ||
          (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
        ) {
          throw new AppError('UPLOAD_OFFSET_MISMATCH', {
            ...atOffset,
            detail: 'The chunk arrived incomplete',
          });
        }
        throw error;
      }
      const end = offset + length;
      // The first bytes decide at once: a file that is not what the session announced (a renamed
      // file, anything but a picture or video of the accepted types) ends the session here,
      // before the rest of it (up to 512 MB) is sent. Its bytes and the session are deleted.
      if (offset < SNIFF_BYTES && end >= Math.min(SNIFF_BYTES, row.size)) {
        const head = await storage.readPartsHead(id, SNIFF_BYTES);
        if (!acceptedType(row.purpose as MediaPurpose, row.declaredType, head)) {
          await storage.deleteParts(id);
          await repo.deleteSession(db, id);
          throw contentMismatch(row.purpose as MediaPurpose, row.declaredType);
        }
      }
      if (!(await repo.advanceSession(db, id, offset, end, clock.now()))) {
        throw new AppError('UPLOAD_OFFSET_MISMATCH', atOffset);
      }
      if (end < row.size) return sessionAnswer({ ...row, offset: end });
      try {
        const media = await storeParts(ownerId, row);
        return sessionAnswer({ ...row, offset: end, status: 'complete', mediaId: media.id }, media);
      } catch (error) {
        await repo.setSessionStatus(db, id, 'aborted', clock.now());
        throw error;
      } finally {
        await storage.deleteParts(id);
      }
    },

    async abortUpload(ownerId: string, id: string): Promise<void> {
      const row = await ownSession(ownerId, id);
      if (row.status === 'uploading') await repo.setSessionStatus(db, id, 'aborted', clock.now());
      await storage.deleteParts(id);
    },

    /** A small file in one request (spec §9: uploads above 256 KB are resumable). */
    async uploadWhole(
      ownerId: string,
      purpose: MediaPurpose,
      contentType: string,
      bytes: Buffer,
      fileName?: string,
    ): Promise<MediaObject> {
      const declaredType = declaredTypeOf(purpose, contentType, fileName);
      checkAllowed(purpose, declaredType, bytes.length);
      await checkVideo(purpose, bytes.length);
      await reserve(ownerId, bytes.length, async () => undefined);
      const type = acceptedType(purpose, declaredType, bytes);
      if (!type) throw contentMismatch(purpose, declaredType);
      const row = purposeRules[purpose].asIs
        ? await storeAsIs(ownerId, purpose, type, { bytes }, fileName)
        : await store(ownerId, purpose, type, bytes);
      return ownView(row);
    },

    async getMedia(ownerId: string, id: string): Promise<MediaObject> {
      const row = await repo.findMedia(db, id);
      if (!row || row.ownerId !== ownerId) throw new AppError('MEDIA_NOT_FOUND');
      return ownView(row);
    },

    /**
     * For the module that shows a file (posts): private files are served only through signed
     * links, public ones at their plain address. In the caller's transaction.
     */
    async setVisibility(tx: Executor, ids: string[], visibility: 'public' | 'private'): Promise<void> {
      await repo.setVisibility(tx, ids, visibility);
    },

    /**
     * Deletes these files in the caller's transaction (a deleted post's pictures): the rows go at
     * once (quota freed, links dead), the stored objects and variants once it commits.
     */
    async discard(tx: Executor, ids: string[]): Promise<void> {
      const rows = await repo.deleteMedia(tx, ids);
      const keys = rows.flatMap((row) => [
        ...(row.originalKey ? [row.originalKey] : []),
        ...row.variants.map((variant) => variant.key),
        ...videoKeys(row.video),
      ]);
      if (keys.length > 0)
        await afterCommit(tx, async () => {
          await deps.queue.send('media.delete-files', { keys }, { key: keys[0] });
        });
    },

    /**
     * For other modules (a short's remix): once the caller's transaction commits, this video's
     * renditions get the sound of `fromMediaId` on the queue; `media.sound-borrowed` tells the outcome.
     */
    async borrowSound(tx: Executor, mediaId: string, fromMediaId: string): Promise<void> {
      await afterCommit(tx, async () => {
        await deps.queue.send('media.borrow-sound', { mediaId, fromMediaId }, { key: mediaId });
      });
    },

    /** For other modules: a ready file of this member, for this purpose (else 422 on `field`). */
    async readyMedia(
      ownerId: string,
      id: string,
      purpose: MediaPurpose,
      field: string,
    ): Promise<MediaObject> {
      const row = await repo.findMedia(db, id);
      if (!row || row.ownerId !== ownerId || row.purpose !== purpose || row.status !== 'ready') {
        throw new AppError('VALIDATION_FAILED', {
          errors: [
            {
              field,
              message: 'This file is not one of yours, not ready, or not meant for this',
              code: 'media_not_usable',
            },
          ],
        });
      }
      return ownView(row);
    },

    async usage(ownerId: string) {
      return { usedBytes: await repo.usedBytes(db, ownerId, clock.now()), quotaBytes: deps.quotaBytes };
    },

    /** Sessions past their 24 hours: their parts are deleted and they stop counting against the quota. */
    async cleanExpiredUploads(): Promise<number> {
      const expired = await repo.expiredSessions(db, clock.now());
      for (const row of expired) {
        await storage.deleteParts(row.id);
        await repo.setSessionStatus(db, row.id, 'aborted', clock.now());
      }
      return expired.length;
    },

    /**
     * Files still waiting for processing after 10 minutes (their job was lost between the commit
     * and the send, say by a crash): queued again, dropped by the queue if their job still exists.
     */
    async requeueStalled(): Promise<number> {
      const stalled = await repo.stalledProcessing(db, new Date(clock.now().getTime() - 10 * 60_000));
      for (const row of stalled) await queueProcessing(row);
      return stalled.length;
    },

    processMedia,
    deleteFiles,

    /** Whether videos can be uploaded now, and the admins' limits (the upload screens show both). */
    async videoLimits(): Promise<VideoLimits> {
      const available = (await deps.videoTools()).available;
      return {
        available,
        reason: available ? null : VIDEO_UNAVAILABLE_REASON,
        ...(await deps.video.limits()),
      };
    },

    async setVideoLimits(adminId: string, body: VideoLimitsBody, audit: AuditScope): Promise<VideoLimits> {
      await db.transaction(async (tx) => {
        const before = await repo.findVideoLimits(tx);
        await repo.saveVideoLimits(tx, { ...body, updatedBy: adminId });
        await audit.record(tx, {
          subjectType: 'setting',
          subjectId: 'video-limits',
          details: {
            before: before
              ? {
                  maxSeconds: before.maxSeconds,
                  maxBytes: before.maxBytes,
                  storyMaxSeconds: before.storyMaxSeconds,
                }
              : null,
            after: body,
          },
        });
      });
      const available = (await deps.videoTools()).available;
      return { available, reason: available ? null : VIDEO_UNAVAILABLE_REASON, ...body };
    },

    /** A link to the member's own file: the public URL, or a signed 5-minute link for a private one. */
    async fileLink(ownerId: string, id: string): Promise<{ url: string; expiresAt: string | null }> {
      const row = await repo.findMedia(db, id);
      if (!row || row.ownerId !== ownerId) throw new AppError('MEDIA_NOT_FOUND');
      if (row.visibility === 'public') {
        const url = toMediaObject(row).url;
        if (!url) throw new AppError('MEDIA_NOT_FOUND', { detail: 'This file is not ready' });
        return { url, expiresAt: null };
      }
      const key = row.variants[0]?.key ?? row.originalKey;
      if (!key || key.startsWith('originals/'))
        throw new AppError('MEDIA_NOT_FOUND', { detail: 'This file is not ready' });
      const expiresAt = new Date(clock.now().getTime() + PRIVATE_LINK_TTL_MS);
      return {
        url: (await urlSigner()).sign(`/files/${key}`, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** A private file, only through a valid, unexpired signed link (checked on every read). */
    async readPrivateFile(name: string, expires: string | undefined, signature: string | undefined) {
      const key = `private/${name}`;
      if (!(await urlSigner()).verify(`/files/${key}`, expires, signature, clock.now())) return null;
      return { key, stat: await storage.statObject(key) };
    },

    readStoredFile: (key: string, range?: { start: number; end: number }) => storage.readObject(key, range),

    /**
     * A variant, video or file stored as sent by its address: null when there is none, or when it
     * is private and the link is not signed ('unsigned', a 404 that tells nothing) or not valid any
     * more ('forbidden'). A private file is cached by the browser only, for the rest of its link's
     * life. A file stored as sent comes with its own type and how it is shown (`servedAs`).
     */
    async storedFile(
      key: string,
      link: { expires?: string | undefined; signature?: string | undefined },
    ): Promise<
      { size: number; cacheControl: string; contentType?: string; disposition?: string } | null | 'forbidden'
    > {
      const match = /^(images|videos|attachments)\/([0-9a-f-]{36})[-.]/.exec(key);
      const mediaId = match?.[2];
      if (!mediaId) return null;
      const row = await repo.findMedia(db, mediaId);
      if (!row) return null;
      const served = match?.[1] === 'attachments' ? servedAs(row) : undefined;
      if (served === null || (served && row.originalKey !== key)) return null;
      let cacheControl = 'public, max-age=31536000, immutable';
      if (row.visibility === 'private') {
        if (!link.expires && !link.signature) return null;
        const now = clock.now();
        if (!(await urlSigner()).verify(`/files/${key}`, link.expires, link.signature, now))
          return 'forbidden';
        const left = Math.max(0, Math.floor((Number(link.expires) * 1000 - now.getTime()) / 1000));
        cacheControl = `private, max-age=${left}`;
      }
      const stat = await storage.statObject(key);
      return stat ? { size: stat.size, cacheControl, ...served } : null;
    },
  };
}
