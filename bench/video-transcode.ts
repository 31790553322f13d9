import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeClip } from '../apps/server/src/modules/media/video/test-clips';
import { probeVideo } from '../apps/server/src/modules/media/video/video-probe';
import { detectVideoTools, runTool } from '../apps/server/src/modules/media/video/video-tools';
import {
  type TranscodeOptions,
  transcodeVideo,
} from '../apps/server/src/modules/media/video/video-transcode';

/**
 * `transcodeVideo` on a 60 s 1080p30 clip (testsrc2 and a tone, made once, not timed): seconds for
 * 720p + 360p + poster, without and with HLS, with ffmpeg's threads and with one. The ceiling,
 * measured in the same run: one plain ffmpeg command encoding only the 720p output with the same
 * settings. Two plain commands (720p, then 360p) show what decoding once saves. The goal is 90 s
 * for 720p + 360p + poster. Beside wall time, the CPU seconds ffmpeg used (Linux: the children's
 * time in /proc/self/stat), which a busy machine does not change. Writes
 * bench/results/video-transcode.json.
 */
const seconds = 60;
const goalSeconds = 90;

const detection = await detectVideoTools();
if (!detection.available) throw new Error(detection.reason);
const { tools } = detection;
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-bench-video-'));
const clip = await makeClip(dir, { seconds, width: 1920, height: 1080, fps: 30, name: 'input.mp4' });
const probe = await probeVideo(tools, clip);
const inputBytes = (await fs.stat(clip)).size;
const loadAtStart = os.loadavg()[0];

/** CPU seconds of the finished child processes (cutime + cstime, in clock ticks of 1/100 s). */
function childCpuSeconds(): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timed(run: () => Promise<unknown>): Promise<{ seconds: number; cpuSeconds: number }> {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await run();
  return {
    seconds: Math.round(performance.now() - started) / 1000,
    cpuSeconds: Math.round((childCpuSeconds() - cpuBefore) * 100) / 100,
  };
}

let lastOutputs: Awaited<ReturnType<typeof transcodeVideo>> | undefined;

function ours(name: string, options: TranscodeOptions) {
  return timed(async () => {
    const out = path.join(dir, name);
    lastOutputs = await transcodeVideo(tools, clip, out, probe, options);
    await fs.rm(out, { recursive: true });
  });
}

type Plain = { width: number; height: number; profile: string; audioBitrate: string; threads?: number };

/** One plain ffmpeg command with the settings transcodeVideo gives that size, as one would type it. */
function plain({ width, height, profile, audioBitrate, threads }: Plain) {
  const threadArgs = threads ? ['-threads', String(threads)] : [];
  return runTool(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...threadArgs, '-i', clip],
      ...(threads ? ['-filter_threads', String(threads)] : []),
      ...['-map', '0:V:0', '-map', '0:a:0', '-vf', `scale=${width}:${height},setsar=1,format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-profile:v', profile, '-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'],
      ...threadArgs,
      ...['-c:a', 'aac', '-b:a', audioBitrate, '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-movflags', '+faststart', path.join(dir, `plain-${height}p.mp4`)],
    ],
    { nice: true },
  );
}

const p720: Plain = { width: 1280, height: 720, profile: 'high', audioBitrate: '128k' };
const p360: Plain = { width: 640, height: 360, profile: 'main', audioBitrate: '96k' };

const ceiling = await timed(() => plain(p720));
const ceilingOneThread = await timed(() => plain({ ...p720, threads: 1 }));
const twoRuns = await timed(async () => {
  await plain(p720);
  await plain(p360);
});
const mp4 = await ours('mp4', { hls: false });
const oneThread = await ours('one-thread', { hls: false, threads: 1 });
const withHls = await ours('hls', { hls: true });
await fs.rm(dir, { recursive: true });

const ratio = (run: { seconds: number }, base: { seconds: number }) =>
  Math.round((run.seconds / base.seconds) * 100) / 100;
const goal = (run: { seconds: number }) =>
  `${run.seconds <= goalSeconds ? 'met' : 'MISSED'} (<= ${goalSeconds} s)`;
// A one-thread run is compared with the one-thread ceiling.
const rows = [
  {
    run: 'transcodeVideo: MP4s + poster',
    threads: 'auto',
    ...mp4,
    ratio: ratio(mp4, ceiling),
    goal: goal(mp4),
  },
  {
    run: 'transcodeVideo: MP4s + poster + HLS',
    threads: 'auto',
    ...withHls,
    ratio: ratio(withHls, ceiling),
    goal: goal(withHls),
  },
  {
    run: 'transcodeVideo: MP4s + poster',
    threads: '1',
    ...oneThread,
    ratio: ratio(oneThread, ceilingOneThread),
    goal: goal(oneThread),
  },
  { run: 'plain ffmpeg: 720p only (ceiling)', threads: 'auto', ...ceiling, ratio: 1, goal: '' },
  { run: 'plain ffmpeg: 720p only (ceiling)', threads: '1', ...ceilingOneThread, ratio: 1, goal: '' },
  {
    run: 'plain ffmpeg: 720p, then 360p',
    threads: 'auto',
    ...twoRuns,
    ratio: ratio(twoRuns, ceiling),
    goal: '',
  },
];
console.table(rows);

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  ffmpeg: detection.version,
  cpus: os.availableParallelism(),
  // Other work on the machine lengthens wall times (ffmpeg runs at nice 10), not CPU seconds.
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: os.loadavg()[0],
  input: { seconds, width: probe.width, height: probe.height, frameRate: probe.frameRate, bytes: inputBytes },
  goalSeconds,
  rows,
  outputs: lastOutputs && {
    renditions: lastOutputs.renditions.map(({ label, width, height, bytes, bitrate, codecs }) => ({
      label,
      width,
      height,
      bytes,
      bitrate,
      codecs,
    })),
    posterBytes: lastOutputs.poster.bytes,
    hlsFiles: lastOutputs.hls?.files.length ?? 0,
  },
};
await fs.writeFile(
  path.join(import.meta.dirname, 'results', 'video-transcode.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(result);
