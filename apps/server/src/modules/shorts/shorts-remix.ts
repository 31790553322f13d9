import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { MediaRow, StoredVideo } from '../media/media.tables';
// biome-ignore lint/style/noRestrictedImports: media's ffmpeg library (stateless: probe, run) has no read file yet.
import { probeVideo } from '../media/video/video-probe';
// biome-ignore lint/style/noRestrictedImports: media's ffmpeg library (stateless: probe, run) has no read file yet.
import { detectVideoTools, runTool, type VideoTools } from '../media/video/video-tools';
import * as remixRepo from './short-remix.repository';
import * as repo from './shorts.repository';

type Deps = {
  db: Db;
  clock: Clock;
  storage: StorageDriver;
  log: Pick<Logger, 'error' | 'warn'>;
  videoTools: VideoTools;
};

const quiet = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/**
 * "Shortiscopie": a remix plays its own pictures with the sound of the short it remixes. The job
 * takes the sound from the original's largest rendition and lays it under each rendition of the
 * remix without re-encoding the picture (`-map 0:v -map 1:a -c:v copy -c:a aac -shortest`: the
 * remix lasts as long as the shorter of the two), stores the new files, swaps them into the
 * remix's media row and deletes the old ones. HLS is dropped (its segments carry the old sound):
 * the MP4 renditions play everywhere. When the original has no sound, is gone, or the job fails
 * for good, the remix keeps its own sound.
 */
export function createRemixSound(deps: Deps) {
  const { db, storage, log } = deps;

  const keepOwn = (shortId: string) => repo.keepOwnSound(db, shortId);

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

  async function lay(shortId: string, signal: AbortSignal, tools: VideoTools, workDir: string) {
    const short = await repo.findShort(db, shortId);
    if (short?.sound !== 'pending') return;
    const source = short.remixOfId ? await repo.findShort(db, short.remixOfId) : undefined;
    const media = await remixRepo.mediaRows(db, [short.mediaId, ...(source ? [source.mediaId] : [])]);
    const own = media.get(short.mediaId);
    const original = source ? media.get(source.mediaId)?.video?.renditions[0] : undefined;
    if (!own?.video || !original) return keepOwn(shortId);
    const sound = path.join(workDir, 'sound.mp4');
    if (!(await download(original.key, sound, signal))) return keepOwn(shortId);
    if (!(await probeVideo(tools, sound, { signal })).audioCodec) return keepOwn(shortId);

    const result = await remixRenditions(tools, { ...own, video: own.video }, sound, workDir, signal);
    const video: StoredVideo = {
      renditions: result.renditions,
      posterKey: own.video.posterKey,
      hlsKey: null,
      hlsKeys: [],
    };
    const durationMs = Math.round(result.durationSeconds * 1000);
    const swapped = await db.transaction(async (tx) => {
      if (!(await remixRepo.soundLaid(tx, shortId))) return false;
      return remixRepo.replaceVideo(tx, own.id, video, durationMs, deps.clock.now());
    });
    // The short or its file went meanwhile: the new files go; else the old ones (the poster stays).
    const stale = swapped
      ? [...own.video.renditions.map((r) => r.key), ...own.video.hlsKeys]
      : result.renditions.map((r) => r.key);
    for (const key of stale) await storage.deleteObject(key);
  }

  return async function laySound(shortId: string, signal: AbortSignal, finalAttempt: boolean): Promise<void> {
    const detection = await detectVideoTools(deps.videoTools);
    if (!detection.available) {
      log.warn({ shortId, reason: detection.reason }, 'a remix keeps its own sound: no video tools');
      return keepOwn(shortId);
    }
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-remix-'));
    try {
      await lay(shortId, signal, detection.tools, workDir);
    } catch (error) {
      if (signal.aborted) throw error;
      log.error({ err: error, shortId, finalAttempt }, 'remix sound failed');
      if (finalAttempt) return keepOwn(shortId);
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}
