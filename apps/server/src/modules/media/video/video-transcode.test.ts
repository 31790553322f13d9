import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from './test-clips';
import { probeVideo, VideoRejectedError } from './video-probe';
import { detectVideoTools, runTool, ToolFailedError, type VideoTools } from './video-tools';
import { renditionSizes, transcodeVideo } from './video-transcode';

let dir: string;
let tools: VideoTools;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-video-transcode-'));
  const detection = await detectVideoTools();
  if (!detection.available) throw new Error(detection.reason);
  tools = detection.tools;
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const SECRETS = { title: 'BT-SECRET-TITLE', comment: 'BT-SECRET-COMMENT', location: '+59.3293+018.0686/' };

async function ffprobeJson(file: string, ...entries: string[]) {
  const stdout = await runTool(tools.ffprobe, ['-v', 'error', '-print_format', 'json', ...entries, file]);
  return JSON.parse(stdout.toString()) as {
    format?: { tags?: Record<string, string> };
    streams?: Array<{ tags?: Record<string, string> }>;
    frames?: Array<{ pts_time: string }>;
  };
}

/** The types of an MP4's top-level boxes, in file order. */
function topLevelBoxes(file: string): string[] {
  const bytes = readFileSync(file);
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
    offset += size === 1 ? Number(bytes.readBigUInt64BE(offset + 8)) : size;
    if (size === 0) break;
  }
  return types;
}

function outDir(name: string): string {
  return path.join(dir, name);
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** Pids of the processes whose command line mentions `text` (read synchronously: callable anywhere). */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

describe('renditionSizes', () => {
  it('makes 720p and 360p on the shorter side, never enlarging', () => {
    const summary = (w: number, h: number) =>
      renditionSizes(w, h).map((s) => `${s.label} ${s.width}x${s.height}`);

    expect(summary(3840, 2160)).toEqual(['720p 1280x720', '360p 640x360']);
    expect(summary(1920, 1080)).toEqual(['720p 1280x720', '360p 640x360']);
    expect(summary(1080, 1920)).toEqual(['720p 720x1280', '360p 360x640']);
    expect(summary(1440, 1080)).toEqual(['720p 960x720', '360p 480x360']);
    // Well between two steps: its own size too.
    expect(summary(960, 540)).toEqual(['540p 960x540', '360p 640x360']);
    // Hardly above 360: 360p is close enough.
    expect(summary(480, 400)).toEqual(['360p 432x360']);
    expect(summary(480, 360)).toEqual(['360p 480x360']);
    // Below 360: only its own size, in even pixels.
    expect(summary(480, 270)).toEqual(['270p 480x270']);
    expect(summary(481, 271)).toEqual(['270p 480x270']);
  });
});

describe('transcodeVideo', () => {
  it('makes 720p and 360p MP4s without the original metadata, a poster, and HLS', async () => {
    const clip = await makeClip(dir, { seconds: 7, width: 1280, height: 720, fps: 15, tags: SECRETS });
    const input = await ffprobeJson(clip, '-show_format');
    expect(input.format?.tags).toMatchObject({ title: SECRETS.title, comment: SECRETS.comment });
    const out = outDir('landscape');
    const progress: number[] = [];

    const result = await transcodeVideo(tools, clip, out, await probeVideo(tools, clip), {
      hls: true,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(result.renditions.map(({ label, width, height }) => ({ label, width, height }))).toEqual([
      { label: '720p', width: 1280, height: 720 },
      { label: '360p', width: 640, height: 360 },
    ]);
    expect(result.durationSeconds).toBeCloseTo(7, 1);
    for (const rendition of result.renditions) {
      expect(path.dirname(rendition.path)).toBe(out);
      expect(rendition.bytes).toBe((await fs.stat(rendition.path)).size);
      expect(rendition.bitrate).toBe(Math.round((rendition.bytes * 8) / result.durationSeconds));
      expect(await probeVideo(tools, rendition.path)).toMatchObject({
        width: rendition.width,
        height: rendition.height,
        rotation: 0,
        videoCodec: 'h264',
        audioCodec: 'aac',
      });
      // Faststart: the index comes before the data, so playback starts before the download ends.
      const boxes = topLevelBoxes(rendition.path);
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      // Nothing of the original's tags; only what every MP4 says of itself.
      const output = await ffprobeJson(rendition.path, '-show_format', '-show_streams');
      expect(Object.keys(output.format?.tags ?? {}).sort()).toEqual([
        'compatible_brands',
        'major_brand',
        'minor_version',
      ]);
      const bytes = await fs.readFile(rendition.path);
      for (const secret of Object.values(SECRETS)) expect(bytes.includes(secret)).toBe(false);
      // A keyframe every 2 s, and no other.
      const keyframes = await ffprobeJson(
        rendition.path,
        ...['-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time'],
      );
      expect(keyframes.frames?.map((f) => Math.round(Number(f.pts_time)))).toEqual([0, 2, 4, 6]);
    }
    expect(result.renditions[0]?.codecs).toBe('avc1.64001f,mp4a.40.2');
    expect(result.renditions[1]?.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);

    const poster = await sharp(result.poster.path).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect(result.poster).toMatchObject({ path: path.join(out, 'poster.webp'), width: 1280, height: 720 });
    expect(result.poster.bytes).toBe((await fs.stat(result.poster.path)).size);
    expect(result.blurhash).toMatch(/^[0-9A-Za-z#$%*+,.:;=?@[\]^_{|}~-]{28}$/);

    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);

    const hls = result.hls;
    expect(hls?.masterPath).toBe(path.join(out, 'hls', 'master.m3u8'));
    const master = await fs.readFile(hls?.masterPath ?? '', 'utf8');
    expect(master).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=1280x720,CODECS="avc1\.64001f,mp4a\.40\.2"\n720p\/index\.m3u8\n/,
    );
    expect(master).toMatch(
      /RESOLUTION=640x360,CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2"\n360p\/index\.m3u8\n/,
    );
    const durations: string[][] = [];
    for (const label of ['720p', '360p']) {
      const playlist = await fs.readFile(path.join(out, 'hls', label, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const uris = [
        ...[...playlist.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]),
        ...playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#')),
      ];
      expect(uris).toEqual(['init.mp4', 'seg-000.m4s', 'seg-001.m4s']);
      for (const uri of uris) expect(hls?.files).toContain(`hls/${label}/${uri}`);
      durations.push([...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => m[1] ?? ''));
    }
    // The same cuts in both renditions: a player can switch at any segment.
    expect(durations[0]).toEqual(durations[1]);
    // Per rendition its playlist, init segment and two segments (6 s + 1 s); and the master.
    expect(hls?.files).toHaveLength(9);
    for (const file of hls?.files ?? [])
      expect((await fs.stat(path.join(out, file))).size).toBeGreaterThan(0);
  });

  it('keeps a small video at its own size, without sound when it has none', async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 480, height: 270, fps: 15, audio: false });
    const out = outDir('small');

    const result = await transcodeVideo(tools, clip, out, await probeVideo(tools, clip), { hls: false });

    expect(result.renditions).toEqual([expect.objectContaining({ label: '270p', width: 480, height: 270 })]);
    expect(result.renditions[0]?.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2}$/);
    expect(await probeVideo(tools, result.renditions[0]?.path ?? '')).toMatchObject({
      width: 480,
      height: 270,
      audioCodec: null,
    });
    expect(result.poster).toMatchObject({ width: 480, height: 270 });
    expect(result.hls).toBeNull();
    expect((await fs.readdir(out)).sort()).toEqual(['270p.mp4', 'poster.webp']);
  });

  it('brings a slow-motion frame rate down to 60 fps', async () => {
    const clip = await makeClip(dir, { seconds: 2, width: 320, height: 240, fps: 120, audio: false });

    const result = await transcodeVideo(tools, clip, outDir('slow-motion'), await probeVideo(tools, clip), {
      hls: false,
    });

    expect(await probeVideo(tools, result.renditions[0]?.path ?? '')).toMatchObject({ frameRate: 60 });
  });

  it('turns a video recorded with the phone upright into upright vertical renditions', async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 1280, height: 720, fps: 15, rotate: 90 });
    const probe = await probeVideo(tools, clip);
    expect(probe).toMatchObject({ width: 720, height: 1280, rotation: 90 });

    const result = await transcodeVideo(tools, clip, outDir('vertical'), probe, { hls: false });

    expect(result.renditions.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '720x1280',
      '360x640',
    ]);
    for (const rendition of result.renditions) {
      expect(await probeVideo(tools, rendition.path)).toMatchObject({
        width: rendition.width,
        height: rendition.height,
        rotation: 0,
      });
    }
    // The poster is the stored frame at 1 s turned a quarter clockwise (not anticlockwise).
    const stored = await runTool(tools.ffmpeg, [
      ...['-nostdin', '-loglevel', 'error', '-noautorotate', '-ss', '1', '-i', clip],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ]);
    const poster = await sharp(result.poster.path).raw().toBuffer();
    const difference = async (angle: number) => {
      const expected = await sharp(stored, { raw: { width: 1280, height: 720, channels: 3 } })
        .rotate(angle)
        .raw()
        .toBuffer();
      expect(expected.length).toBe(poster.length);
      return poster.reduce((sum, value, i) => sum + Math.abs(value - (expected[i] ?? 0)), 0) / poster.length;
    };
    const clockwise = await difference(90);
    expect(clockwise).toBeLessThan(8);
    expect(await difference(270)).toBeGreaterThan(clockwise * 4);
  });

  it('refuses a file ffprobe reads but ffmpeg cannot decode, with ffmpeg’s words as the cause', async () => {
    const clip = await makeClip(dir, { seconds: 2, width: 320, height: 240, fps: 15 });
    // Header intact, picture data zeroed: what a half-copied upload can look like.
    const bytes = await fs.readFile(clip);
    const mdat = bytes.indexOf('mdat');
    bytes.fill(0, mdat + 4);
    await fs.writeFile(clip, bytes);
    const probe = await probeVideo(tools, clip);

    const error = await rejectionOf(transcodeVideo(tools, clip, outDir('corrupt'), probe, { hls: false }));

    expect(error).toBeInstanceOf(VideoRejectedError);
    expect(error).toMatchObject({ reason: 'unsupported', message: 'This video could not be converted' });
    const cause = (error as VideoRejectedError).cause;
    expect(cause).toBeInstanceOf(ToolFailedError);
    expect((cause as ToolFailedError).stderrTail).toContain('Invalid NAL unit size');
  });

  it('kills ffmpeg on abort and rejects with an AbortError once it is gone', async () => {
    const clip = await makeClip(dir, { seconds: 5, width: 1280, height: 720, fps: 30 });
    const out = outDir('aborted');
    const controller = new AbortController();
    let runningAtAbort: number[] = [];

    const error = await rejectionOf(
      transcodeVideo(tools, clip, out, await probeVideo(tools, clip), {
        hls: true,
        signal: controller.signal,
        onProgress: (fraction) => {
          if (controller.signal.aborted) return;
          expect(fraction).toBeLessThan(1);
          runningAtAbort = processesMentioning(out);
          controller.abort();
        },
      }),
    );

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(runningAtAbort).toHaveLength(1);
    expect(processesMentioning(out)).toEqual([]);
    expect(await fs.readdir(out)).not.toContain('poster.webp');
  });
});
