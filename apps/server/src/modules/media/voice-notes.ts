import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../../platform/logger';
import { ffprobeSchema, parseJson, positive } from './video/video-probe';
import { detectProbe, runTool, ToolFailedError } from './video/video-tools';

/** A file ffprobe reads as something else than a sound (or not at all): the member's problem. */
export class AudioRejectedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AudioRejectedError';
  }
}

/** ffprobe reads a few MB in well under a second; a file that keeps it longer is not measured. */
const PROBE_TIMEOUT_MS = 20_000;
const NOT_A_SOUND = 'This voice note is not a recording we can play';

/**
 * ffprobe for voice notes, looked for on first need and kept: null when it is missing, which is
 * said once in the log (voice notes are then kept without their duration, the app works on).
 */
export function voiceNoteProbe(ffprobePath: string, log: Pick<Logger, 'warn'>): () => Promise<string | null> {
  let found: Promise<string | null> | undefined;
  return () => {
    found ??= detectProbe(ffprobePath).then((detection) => {
      if (detection.available) return detection.ffprobe;
      log.warn(
        { reason: detection.reason },
        `voice notes are kept without their duration: ${detection.reason}`,
      );
      return null;
    });
    return found;
  };
}

/** ffprobe's words on a file: its JSON answer, or AudioRejectedError when it cannot read it. */
async function probe(ffprobe: string, args: string[], signal: AbortSignal, onLine?: (line: string) => void) {
  try {
    return await runTool(ffprobe, ['-v', 'error', ...args], {
      signal,
      ...(onLine ? { onStdoutLine: onLine } : {}),
    });
  } catch (error) {
    if (error instanceof ToolFailedError && error.exitSignal === null)
      throw new AudioRejectedError(NOT_A_SOUND, { cause: error });
    throw error;
  }
}

/**
 * The last packet's end: a recording made by MediaRecorder in Chrome (WebM, written as it goes)
 * says no duration in its header, so its packets are read (without decoding: milliseconds).
 */
async function packetsEnd(ffprobe: string, file: string, signal: AbortSignal): Promise<number | undefined> {
  let first: number | undefined;
  let end = 0;
  await probe(
    ffprobe,
    ['-select_streams', 'a:0', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file],
    signal,
    (line) => {
      const [pts, duration] = line.split(',').map(Number);
      if (pts === undefined || !Number.isFinite(pts)) return;
      first ??= pts;
      end = Math.max(end, pts + (Number.isFinite(duration) ? (duration as number) : 0));
    },
  );
  return positive(end - Math.max(0, first ?? 0));
}

/** How long a sound file plays, in seconds; AudioRejectedError when it is no sound (or a video). */
async function audioSeconds(ffprobe: string, file: string, signal: AbortSignal): Promise<number> {
  const stdout = await probe(
    ffprobe,
    ['-print_format', 'json', '-show_format', '-show_streams', file],
    signal,
  );
  const parsed = ffprobeSchema.safeParse(parseJson(stdout));
  if (!parsed.success || !parsed.data.format) throw new AudioRejectedError(NOT_A_SOUND);
  const { streams, format } = parsed.data;
  const audio = streams.find((s) => s.codec_type === 'audio');
  // Cover art in an MP3 or M4A is a "video" stream too: not a film.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!audio || video) throw new AudioRejectedError(NOT_A_SOUND);
  const duration =
    positive(format.duration) ?? positive(audio.duration) ?? (await packetsEnd(ffprobe, file, signal));
  if (!duration) throw new AudioRejectedError(NOT_A_SOUND);
  return duration;
}

/** A voice note's duration, read by ffprobe from a temporary copy (it seeks: an M4A's index may be last). */
export async function voiceNoteSeconds(ffprobe: string, bytes: Buffer, extension: string): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-voice-'));
  try {
    const file = path.join(dir, `note.${extension}`);
    await fs.writeFile(file, bytes);
    return await audioSeconds(ffprobe, file, AbortSignal.timeout(PROBE_TIMEOUT_MS));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
