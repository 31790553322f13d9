import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { defaultVideoLimits, HLS_MIN_SECONDS } from '@betogether/contracts/media/media.constants';
import type { VideoLimitsBody } from '@betogether/contracts/media/media.schemas';
import type { Db } from '../../db/client';
import type { Logger } from '../../platform/logger';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import * as repo from './media.repository';
import type { MediaRow, StoredVideo } from './media.tables';
import { probeVideo, VideoRejectedError } from './video/video-probe';
import type { VideoToolsDetection } from './video/video-tools';
import { type TranscodedVideo, transcodeVideo } from './video/video-transcode';

type Deps = {
  db: Db;
  storage: StorageDriver;
  log: Pick<Logger, 'error' | 'warn'>;
  tools: () => Promise<VideoToolsDetection>;
};

const contentTypes: Record<string, string> = {
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  webp: 'image/webp',
};

/** "3 min 25 s", "45 s": how a member reads a duration in a refusal. */
export function spokenDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * The storage key of a transcoded file: one flat folder per video (`videos/<id>-…`), so an HLS
 * playlist names its segments by their bare file names.
 */
function outputKey(mediaId: string, relativePath: string): string {
  const extension = path.extname(relativePath).slice(1).toLowerCase();
  const stem = relativePath
    .slice(0, relativePath.length - extension.length - 1)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `videos/${mediaId}-${stem}.${extension}`;
}

/** A playlist with every address it names (segments, init sections, child playlists) renamed. */
function rewritePlaylist(text: string, playlistPath: string, mediaId: string): string {
  const rename = (uri: string) =>
    path.basename(outputKey(mediaId, path.posix.join(path.posix.dirname(playlistPath), uri)));
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      if (!line.startsWith('#')) return rename(line.trim());
      return line.replace(/URI="([^"]+)"/g, (_, uri: string) => `URI="${rename(uri)}"`);
    })
    .join('\n');
}

/**
 * Videos, off the request path on the durable queue: the original is probed (a video? within the
 * admins' limits?), transcoded to H.264/AAC MP4 at 720p and 360p with a WebP poster and a
 * blurhash, cut into HLS when longer than a minute, stored, and deleted. The owner sees the
 * progress, then ready or failed with the reason.
 */
export function createVideoPipeline(deps: Deps) {
  const { db, storage } = deps;

  async function limits(): Promise<VideoLimitsBody> {
    const row = await repo.findVideoLimits(db);
    return row
      ? { maxSeconds: row.maxSeconds, maxBytes: row.maxBytes, storyMaxSeconds: row.storyMaxSeconds }
      : { ...defaultVideoLimits };
  }

  async function fail(row: MediaRow, reason: string): Promise<void> {
    await repo.updateMedia(db, row.id, {
      status: 'failed',
      failureReason: reason,
      originalKey: null,
      progress: null,
    });
    if (row.originalKey) await storage.deleteObject(row.originalKey);
  }

  /** Stores every output; answers what the row keeps and every key written. */
  async function store(mediaId: string, outDir: string, result: TranscodedVideo) {
    const written: string[] = [];
    const put = async (file: string, key: string) => {
      await storage.writeFile(
        key,
        file,
        contentTypes[path.extname(key).slice(1)] ?? 'application/octet-stream',
      );
      written.push(key);
    };
    const renditions: StoredVideo['renditions'] = [];
    for (const rendition of result.renditions) {
      const key = outputKey(mediaId, `${rendition.label}.mp4`);
      await put(rendition.path, key);
      renditions.push({
        label: rendition.label,
        width: rendition.width,
        height: rendition.height,
        key,
        bytes: rendition.bytes,
        bitrate: rendition.bitrate,
      });
    }
    const posterKey = outputKey(mediaId, 'poster.webp');
    await put(result.poster.path, posterKey);
    const hlsKeys: string[] = [];
    let hlsKey: string | null = null;
    if (result.hls) {
      for (const relative of result.hls.files) {
        const file = path.join(outDir, relative);
        const key = outputKey(mediaId, relative);
        if (relative.endsWith('.m3u8')) {
          await fs.writeFile(file, rewritePlaylist(await fs.readFile(file, 'utf8'), relative, mediaId));
        }
        await put(file, key);
        hlsKeys.push(key);
      }
      hlsKey = outputKey(mediaId, path.relative(outDir, result.hls.masterPath));
    }
    return { video: { renditions, posterKey, hlsKey, hlsKeys } satisfies StoredVideo, written };
  }

  async function transcode(mediaId: string, signal: AbortSignal, finalAttempt: boolean): Promise<void> {
    const row = await repo.findMedia(db, mediaId);
    if (!row?.originalKey || row.status !== 'processing') return;
    const detection = await deps.tools();
    if (!detection.available) return fail(row, 'Videos cannot be processed on this server right now');
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-video-'));
    try {
      const original = await storage.readObject(row.originalKey);
      if (!original) return fail(row, 'The file was lost before processing');
      const input = path.join(workDir, `input${path.extname(row.originalKey)}`);
      await pipeline(original.stream, createWriteStream(input), { signal });
      const probe = await probeVideo(detection.tools, input, { signal });
      const limit = await limits();
      const maxSeconds = row.purpose === 'story-video' ? limit.storyMaxSeconds : limit.maxSeconds;
      // Half a second of grace: a phone's "1:00" clip is often 60.2 s long.
      if (probe.durationSeconds > maxSeconds + 0.5) {
        return fail(
          row,
          `This video lasts ${spokenDuration(probe.durationSeconds)}: at most ${spokenDuration(maxSeconds)} here`,
        );
      }
      const outDir = path.join(workDir, 'out');
      await fs.mkdir(outDir);
      let shown = 0;
      const result = await transcodeVideo(detection.tools, input, outDir, probe, {
        hls: probe.durationSeconds > HLS_MIN_SECONDS && row.visibility === 'public',
        signal,
        onProgress: (fraction) => {
          const perMille = Math.floor(fraction * 1000);
          // Every 5 %: the owner's progress bar, without a write per percent.
          if (perMille - shown < 50 && perMille < 1000) return;
          shown = perMille;
          void repo.updateMedia(db, mediaId, { progress: perMille }).catch(() => undefined);
        },
      });
      // A half-copied file can still decode its first seconds: a shorter result is a damaged file.
      if (result.durationSeconds < probe.durationSeconds - 1.5) {
        return fail(
          row,
          `This video seems damaged: only ${spokenDuration(result.durationSeconds)} of its ${spokenDuration(probe.durationSeconds)} could be read`,
        );
      }
      const { video, written } = await store(mediaId, outDir, result);
      const largest = result.renditions[0];
      const updated = await repo.updateMedia(db, mediaId, {
        status: 'ready',
        width: largest?.width ?? probe.width,
        height: largest?.height ?? probe.height,
        blurhash: result.blurhash,
        durationMs: Math.round(result.durationSeconds * 1000),
        video,
        progress: null,
        originalKey: null,
      });
      // Deleted while it was transcoded: its outputs go too.
      if (!updated) for (const key of written) await storage.deleteObject(key);
      await storage.deleteObject(row.originalKey);
    } catch (error) {
      if (error instanceof VideoRejectedError) return fail(row, error.message);
      if (signal.aborted) throw error;
      deps.log.error({ err: error, mediaId, finalAttempt }, 'video processing failed');
      if (finalAttempt) return fail(row, 'This video could not be processed');
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  return { limits, transcode };
}

export type VideoPipeline = ReturnType<typeof createVideoPipeline>;

/** Every stored key of a video (renditions, poster, HLS), to delete it. */
export function videoKeys(video: StoredVideo | null): string[] {
  if (!video) return [];
  return [...video.renditions.map((r) => r.key), video.posterKey, ...video.hlsKeys];
}
