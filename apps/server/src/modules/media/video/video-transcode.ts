import fs from 'node:fs/promises';
import path from 'node:path';
import { codecsOf } from './mp4-boxes';
import { packageHls } from './video-hls';
import { makePoster } from './video-poster';
import { probeVideo, type VideoProbe, VideoRejectedError } from './video-probe';
import { runTool, ToolFailedError, type VideoTools } from './video-tools';

/** A rendition's name (its shorter side) and size, in even pixels as H.264 wants. */
export type RenditionSize = { label: `${number}p`; width: number; height: number };

/** One MP4 the web plays, `codecs` ready for a `<source type>` or an HLS CODECS attribute. */
type VideoRendition = RenditionSize & { path: string; bytes: number; bitrate: number; codecs: string };

type RenditionOutput = RenditionSize & { path: string };

/** How the job runs a conversion. */
export type TranscodeOptions = {
  /** Also package the renditions for adaptive streaming (HLS, fMP4 segments). */
  hls: boolean;
  signal?: AbortSignal;
  /** 0..1, at most every percent; 1 once every file is written. */
  onProgress?: (fraction: number) => void;
  /** Encoder and filter threads; ffmpeg's choice (one per core) when unset. */
  threads?: number;
};

/** Every file made, all inside outDir, for the caller to store. */
export type TranscodedVideo = {
  /** Largest first. */
  renditions: VideoRendition[];
  /** `files` are relative to outDir (the master playlist included), to upload under one prefix. */
  hls: { masterPath: string; files: string[] } | null;
  poster: { path: string; width: number; height: number; bytes: number };
  blurhash: string;
  durationSeconds: number;
};

/** Short sides of the renditions, as phones and players name them. */
const LADDER = [720, 360] as const;
/** How much taller than the largest fitting step an input must be to get a copy at its own size. */
const OWN_SIZE_STEP = 1.25;
/** Every 2 s a keyframe, in every rendition at the same instants: HLS segments then align. */
const KEYFRAME_SECONDS = 2;
/** Slow-motion phone videos (120-240 fps) cost 4x the encoding for frames nobody sees. */
const MAX_FRAME_RATE = 60;
/** The encoding is most of the work; the poster and the HLS packaging share the rest. */
const ENCODE_SHARE = 0.95;
// A full disk or no memory fails ffmpeg as a bad file would: those are the server's problem.
const RESOURCE_FAILURE = /No space left on device|Cannot allocate memory/;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * 720p and 360p measured on the shorter side (a vertical 1080x1920 gives 720x1280 and 360x640),
 * never enlarged. An input between two steps also gets a copy at its own size when that is well
 * above the step below (a 540p video is not shown from its 360p copy), and one shorter than 360
 * only that copy.
 */
export function renditionSizes(width: number, height: number): RenditionSize[] {
  const short = Math.min(width, height);
  const fitting = LADDER.filter((side) => side <= short);
  const largest = Math.max(0, ...fitting);
  const ownSize = short < LADDER[0] && short > largest * OWN_SIZE_STEP;
  // Rounded down: the own-size copy is never larger than the input, even by a pixel.
  const sides = ownSize ? [Math.max(2, Math.floor(short / 2) * 2), ...fitting] : fitting;
  return sides.map((side) => ({
    label: `${side}p`,
    width: width === short ? side : even((width * side) / short),
    height: height === short ? side : even((height * side) / short),
  }));
}

/**
 * Converts an upload (probed by probeVideo) into H.264/AAC MP4s in one ffmpeg run (decoded once,
 * split to every size), a WebP poster with its blurhash and, with `hls`, HLS playlists over the
 * same encoded data. Output is upright (ffmpeg applies the rotation) and carries no metadata of
 * the original (place, date, device). Rejects with VideoRejectedError('unsupported') when ffmpeg
 * cannot convert the file, with an AbortError on abort; partial files stay in outDir.
 */
export async function transcodeVideo(
  tools: VideoTools,
  inputPath: string,
  outDir: string,
  probe: VideoProbe,
  options: TranscodeOptions,
): Promise<TranscodedVideo> {
  const { signal, onProgress } = options;
  await fs.mkdir(outDir, { recursive: true });
  const [largest, ...smaller] = renditionSizes(probe.width, probe.height).map((size) => ({
    ...size,
    path: path.join(outDir, `${size.label}.mp4`),
  }));
  if (!largest) throw new Error(`No rendition size for ${probe.width}x${probe.height}`);
  const sizes: [RenditionOutput, ...RenditionOutput[]] = [largest, ...smaller];
  let reported = 0;
  const report = (fraction: number) => {
    if (fraction === 1 || fraction - reported >= 0.01) {
      reported = fraction;
      onProgress?.(fraction);
    }
  };

  try {
    await runTool(tools.ffmpeg, encodeArgs(inputPath, probe, sizes, options.threads), {
      signal,
      nice: true,
      onStdoutLine: (line) => {
        const [key, value] = line.split('=');
        if (key === 'out_time_us' && Number(value) > 0) {
          report(Math.min(1, Number(value) / 1e6 / probe.durationSeconds) * ENCODE_SHARE);
        }
      },
    });
  } catch (error) {
    if (
      error instanceof ToolFailedError &&
      error.exitSignal === null &&
      !RESOURCE_FAILURE.test(error.stderrTail)
    ) {
      throw new VideoRejectedError('unsupported', 'This video could not be converted', { cause: error });
    }
    throw error;
  }

  const { durationSeconds } = await probeVideo(tools, largest.path, { signal });
  const renditions = await Promise.all(
    sizes.map(async (size): Promise<VideoRendition> => {
      const { size: bytes } = await fs.stat(size.path);
      const codecs = await codecsOf(size.path, probe.audioCodec !== null);
      return { ...size, bytes, bitrate: Math.round((bytes * 8) / durationSeconds), codecs };
    }),
  );
  const poster = await makePoster(tools, largest, durationSeconds, outDir, signal);
  const hls = options.hls ? await packageHls(tools, renditions, outDir, signal) : null;
  report(1);
  return { renditions, hls, poster: poster.file, blurhash: poster.blurhash, durationSeconds };
}

function encodeArgs(
  inputPath: string,
  probe: VideoProbe,
  sizes: [RenditionOutput, ...RenditionOutput[]],
  threads: number | undefined,
): string[] {
  const threadArgs = threads ? ['-threads', String(threads)] : [];
  const [largest, ...smaller] = sizes;
  const fpsCap = probe.frameRate && probe.frameRate > MAX_FRAME_RATE ? `fps=${MAX_FRAME_RATE},` : '';
  // Scaled once to the largest size, then split: the smaller ones scale from that, not the input.
  const head = `[0:V:0]${fpsCap}scale=${largest.width}:${largest.height},setsar=1,format=yuv420p`;
  const graph =
    smaller.length === 0
      ? `${head}[v0]`
      : [
          `${head},split=${sizes.length}[v0]${smaller.map((_, i) => `[s${i + 1}]`).join('')}`,
          ...smaller.map((s, i) => `[s${i + 1}]scale=${s.width}:${s.height},setsar=1[v${i + 1}]`),
        ].join(';');

  const outputs = sizes.flatMap((size, i) => {
    const small = Math.min(size.width, size.height) <= 360;
    const audio = probe.audioCodec
      ? [
          ...['-map', '0:a:0', '-c:a', 'aac', '-b:a', small ? '96k' : '128k'],
          // 5.1 sound is mixed down to stereo, mono stays mono.
          ...['-filter:a', 'aformat=channel_layouts=mono|stereo'],
        ]
      : [];
    return [
      '-map',
      `[v${i}]`,
      ...audio,
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-profile:v', small ? 'main' : 'high'],
      // No scene-cut keyframes: each rendition gets the same ones, every KEYFRAME_SECONDS.
      ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`, '-sc_threshold', '0'],
      ...threadArgs,
      // bitexact: no ffmpeg version strings either.
      ...['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'],
      ...['-flags:v', '+bitexact', '-flags:a', '+bitexact', '-movflags', '+faststart'],
      // Phone files whose audio starts late otherwise fail with "Too many packets buffered".
      ...['-max_muxing_queue_size', '4096'],
      size.path,
    ];
  });
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y'],
    ...threadArgs,
    ...['-i', inputPath],
    ...(threads ? ['-filter_complex_threads', String(threads)] : []),
    ...['-filter_complex', graph],
    ...outputs,
  ];
}
