import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import './media.events';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logger';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import * as repo from './media.repository';
import type { MediaRow, StoredVideo } from './media.tables';
import { probeVideo } from './video/video-probe';
import type { VideoTools, VideoToolsDetection } from './video/video-tools';
import { runTool } from './video/video-tools';

type Deps = {
  db: Db;
  storage: StorageDriver;
  events: EventBus;
  log: Pick<Logger, 'error' | 'warn'>;
  tools: () => Promise<VideoToolsDetection>;
};

const quiet = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/**
 * A video borrows another's sound (a short's remix, "shortiscopie"). The job takes the sound from
 * the other's largest rendition and lays it under each rendition of this one without re-encoding
 * the picture (`-map 0:v -map 1:a -c:v copy -c:a aac -shortest`: the result lasts as long as the
 * shorter of the two), stores the new files, swaps them into the row and deletes the old ones.
 * HLS is dropped (its segments carry the old sound): the MP4 renditions play everywhere. When the
 * other has no sound, is gone, or the job fails for good, the video keeps its own. Either way
 * `media.sound-borrowed` says so, for the module that asked.
 */
export function createSoundBorrowing(deps: Deps) {
  const { db, storage, log, events } = deps;

  const keepOwn = (mediaId: string) =>
    events.publish(db, 'media.sound-borrowed', { mediaId, borrowed: false });

  async function download(key: string, file: string, signal: AbortSignal): Promise<boolean> {
    const object = await storage.readObject(key);
    if (!object) return false;
    await pipeline(object.stream, createWriteStream(file), { signal });
    return true;
  }

  /** Muxes each rendition with the sound; answers the stored renditions and the new duration. */
  async function remixRenditions(
    tools: VideoTools,
    media: MediaRow & { video: StoredVideo },
    sound: string,
    workDir: string,
    signal: AbortSignal,
  ) {
    const renditions: StoredVideo['renditions'] = [];
    let durationSeconds = 0;
    for (const rendition of media.video.renditions) {
      const input = path.join(workDir, `in-${rendition.label}.mp4`);
      const output = path.join(workDir, `out-${rendition.label}.mp4`);
      if (!(await download(rendition.key, input, signal))) throw new Error(`${rendition.key} is missing`);
      const small = Math.min(rendition.width, rendition.height) <= 360;
      await runTool(
        tools.ffmpeg,
        [
          ...quiet,
          ...['-i', input, '-i', sound, '-map', '0:v:0', '-map', '1:a:0', '-c:v', 'copy'],
          // As the transcode does: AAC, stereo at most, smaller for the small rendition.
          ...[
            '-c:a',
            'aac',
            '-b:a',
            small ? '96k' : '128k',
            '-filter:a',
            'aformat=channel_layouts=mono|stereo',
          ],
          ...['-shortest', '-map_metadata', '-1', '-movflags', '+faststart', output],
        ],
        { signal, nice: true },
      );
      const probe = await probeVideo(tools, output, { signal });
      const { size } = await fs.stat(output);
      const key = `videos/${media.id}-remix-${rendition.label}.mp4`;
      await storage.writeFile(key, output, 'video/mp4');
      renditions.push({
        ...rendition,
        key,
        bytes: size,
        bitrate: Math.round((size * 8) / probe.durationSeconds),
      });
      durationSeconds = Math.max(durationSeconds, probe.durationSeconds);
    }
    return { renditions, durationSeconds };
  }

  async function lay(
    mediaId: string,
    fromMediaId: string,
    signal: AbortSignal,
    tools: VideoTools,
    workDir: string,
  ) {
    const own = await repo.findMedia(db, mediaId);
    const from = await repo.findMedia(db, fromMediaId);
    const original = from?.video?.renditions[0];
    if (!own?.video || own.status !== 'ready' || !original) return keepOwn(mediaId);
    const sound = path.join(workDir, 'sound.mp4');
    if (!(await download(original.key, sound, signal))) return keepOwn(mediaId);
    if (!(await probeVideo(tools, sound, { signal })).audioCodec) return keepOwn(mediaId);

    const result = await remixRenditions(tools, { ...own, video: own.video }, sound, workDir, signal);
    const video: StoredVideo = {
      renditions: result.renditions,
      posterKey: own.video.posterKey,
      hlsKey: null,
      hlsKeys: [],
    };
    const durationMs = Math.round(result.durationSeconds * 1000);
    const swapped = await db.transaction(async (tx) => {
      if (!(await repo.replaceReadyVideo(tx, mediaId, video, durationMs))) return false;
      await events.publish(tx, 'media.sound-borrowed', { mediaId, borrowed: true });
      return true;
    });
    // The file went meanwhile: the new files go; else the old ones (the poster stays).
    const stale = swapped
      ? [...own.video.renditions.map((r) => r.key), ...own.video.hlsKeys]
      : result.renditions.map((r) => r.key);
    for (const key of stale) await storage.deleteObject(key);
  }

  return async function borrowSound(
    mediaId: string,
    fromMediaId: string,
    signal: AbortSignal,
    finalAttempt: boolean,
  ): Promise<void> {
    const detection = await deps.tools();
    if (!detection.available) {
      log.warn({ mediaId, reason: detection.reason }, 'a video keeps its own sound: no video tools');
      return keepOwn(mediaId);
    }
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-sound-'));
    try {
      await lay(mediaId, fromMediaId, signal, detection.tools, workDir);
    } catch (error) {
      if (signal.aborted) throw error;
      log.error({ err: error, mediaId, finalAttempt }, 'borrowing a sound failed');
      if (finalAttempt) return keepOwn(mediaId);
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}
