import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { runTool } from './video-tools';

export type ClipOptions = {
  seconds: number;
  /** As stored; a `rotate`d clip is displayed the other way round. */
  width: number;
  height: number;
  /** A 440 Hz tone; none when false. */
  audio?: boolean;
  /** Stored sideways with the display matrix of a phone held upright. */
  rotate?: 90;
  fps?: number;
  name?: string;
  /** Container tags (title, comment, location) the conversion must not carry over. */
  tags?: Record<string, string>;
};

const quiet = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/**
 * Makes a test video from ffmpeg's generated pattern (testsrc2, the same pixels on every run) in
 * `dir` and returns its path. Encoded as fast as possible, moov first like a phone's file.
 */
export async function makeClip(dir: string, options: ClipOptions): Promise<string> {
  const { seconds, width, height, fps = 30 } = options;
  const file = path.join(dir, options.name ?? `clip-${randomUUID()}.mp4`);
  const audio = options.audio ?? true;
  await runTool('ffmpeg', [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    ...Object.entries(options.tags ?? {}).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    ...['-movflags', '+faststart', file],
  ]);
  if (options.rotate) {
    const sideways = `${file}.rotated.mp4`;
    // ffmpeg 5.1 (Debian 12) sets the rotate tag only when copying, and writes it counterclockwise:
    // 270 gives the matrix an upright phone writes (displayed turned 90 degrees clockwise).
    await runTool('ffmpeg', [
      ...quiet,
      ...['-i', file, '-map', '0', '-c', 'copy', '-metadata:s:v:0', 'rotate=270'],
      ...['-movflags', '+faststart', sideways],
    ]);
    await fs.rename(sideways, file);
  }
  return file;
}

/** Sound files as browsers' MediaRecorder makes them. */
const soundFormats = {
  // Written as it goes, like Chrome's recorder: no duration in its header.
  webm: { muxer: 'webm', codec: ['-c:a', 'libopus', '-b:a', '24k'], piped: true },
  ogg: { muxer: 'ogg', codec: ['-c:a', 'libopus', '-b:a', '24k'], piped: true },
  // Safari's: fragmented MP4 with AAC.
  m4a: {
    muxer: 'mp4',
    codec: ['-c:a', 'aac', '-b:a', '48k', '-movflags', 'frag_keyframe+empty_moov'],
    piped: false,
  },
  mp3: { muxer: 'mp3', codec: ['-c:a', 'libmp3lame', '-b:a', '48k'], piped: false },
} as const;

/**
 * Makes a voice note of a 440 Hz tone in `dir` and returns its bytes. A WebM or Ogg file is
 * written through a pipe (no seeking back), so its header says no duration, as a recorder's.
 */
export async function makeSound(
  dir: string,
  seconds: number,
  format: keyof typeof soundFormats,
): Promise<Buffer> {
  const { muxer, codec, piped } = soundFormats[format];
  const input = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`];
  if (piped) return runTool('ffmpeg', [...quiet, ...input, ...codec, '-f', muxer, 'pipe:1']);
  const file = path.join(dir, `sound-${randomUUID()}.${format}`);
  await runTool('ffmpeg', [...quiet, ...input, ...codec, '-f', muxer, file]);
  return fs.readFile(file);
}
