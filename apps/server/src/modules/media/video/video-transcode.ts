import fs from 'node:fs/promises';
import path from 'node:path';
import { encode } from 'blurhash';
import sharp, { type Sharp } from 'sharp';
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
const HLS_SEGMENT_SECONDS = 6;
/** Slow-motion phone videos (120-240 fps) cost 4x the encoding for frames nobody sees. */
const MAX_FRAME_RATE = 60;
const BLURHASH_WIDTH = 32;
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

/** The RFC 6381 codecs string, from the avcC box the encoder wrote (profile, constraints, level). */
async function codecsOf(file: string, audio: boolean): Promise<string> {
  const moov = await topLevelBox(file, 'moov');
  const at = moov.indexOf('avcC');
  if (at < 0 || at + 8 > moov.length) throw new Error(`${file} has no avcC box`);
  const hex = (offset: number) => (moov[at + offset] ?? 0).toString(16).padStart(2, '0');
  const video = `avc1.${hex(5)}${hex(6)}${hex(7)}`;
  return audio ? `${video},mp4a.40.2` : video;
}

async function topLevelBox(file: string, type: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= size; ) {
      await handle.read(header, 0, 16, offset);
      const short = header.readUInt32BE(0);
      const headerSize = short === 1 ? 16 : 8;
      const boxSize = short === 1 ? Number(header.readBigUInt64BE(8)) : short === 0 ? size - offset : short;
      if (boxSize < headerSize) break;
      if (header.toString('latin1', 4, 8) === type) {
        const body = Buffer.alloc(boxSize - headerSize);
        await handle.read(body, 0, body.length, offset + headerSize);
        return body;
      }
      offset += boxSize;
    }
  } finally {
    await handle.close();
  }
  throw new Error(`${file} has no ${type} box`);
}

async function makePoster(
  tools: VideoTools,
  source: RenditionOutput,
  durationSeconds: number,
  outDir: string,
  signal: AbortSignal | undefined,
) {
  const { width, height } = source;
  const frameBytes = width * height * 3;
  const grab = (seconds: number) =>
    runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', source.path],
        ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      ],
      { signal, nice: true },
    );
  let frame = await grab(Math.min(1, durationSeconds / 2));
  // A container can announce more time than its pictures last: then the first frame it is.
  if (frame.length < frameBytes) frame = await grab(0);
  if (frame.length < frameBytes) throw new Error(`No frame could be read from ${source.path}`);
  const raw = { width, height, channels: 3 } as const;
  const pixels = frame.subarray(0, frameBytes);

  const posterPath = path.join(outDir, 'poster.webp');
  const [info, blurhash] = await Promise.all([
    sharp(pixels, { raw }).webp({ quality: 80 }).toFile(posterPath),
    blurhashOf(sharp(pixels, { raw })),
  ]);
  return { file: { path: posterPath, width, height, bytes: info.size }, blurhash };
}

async function blurhashOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: BLURHASH_WIDTH })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
    4,
    3,
  );
}

/**
 * Segments each MP4 as it is (`-c copy`, no second encoding) into `hls/<label>/`, and writes the
 * master playlist `hls/master.m3u8` with relative URIs, so the files work under any prefix.
 */
async function packageHls(
  tools: VideoTools,
  renditions: VideoRendition[],
  outDir: string,
  signal: AbortSignal | undefined,
): Promise<NonNullable<TranscodedVideo['hls']>> {
  const hlsDir = path.join(outDir, 'hls');
  const variants: string[] = [];
  for (const rendition of renditions) {
    const dir = path.join(hlsDir, rendition.label);
    await fs.mkdir(dir, { recursive: true });
    await runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', rendition.path],
        ...['-map', '0', '-c', 'copy', '-map_metadata', '-1', '-f', 'hls'],
        ...['-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
        ...['-hls_segment_filename', path.join(dir, 'seg-%03d.m4s'), path.join(dir, 'index.m3u8')],
      ],
      { signal, nice: true },
    );
    const { peak, average } = await bandwidthOf(dir);
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}"`,
      `${rendition.label}/index.m3u8`,
    );
  }
  const masterPath = path.join(hlsDir, 'master.m3u8');
  // Every segment starts on a keyframe (KEYFRAME_SECONDS divides HLS_SEGMENT_SECONDS).
  await fs.writeFile(masterPath, ['#EXTM3U', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants, ''].join('\n'));
  const entries = await fs.readdir(hlsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return { masterPath, files };
}

/**
 * Bits per second of a media playlist: the peak (what HLS's BANDWIDTH means) over the segments
 * of a second or more, a short last segment's rate being noise, and the average.
 */
async function bandwidthOf(dir: string): Promise<{ peak: number; average: number }> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const segments: Array<{ seconds: number; bytes: number }> = [];
  let seconds: number | undefined;
  for (const line of playlist.split('\n')) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (seconds !== undefined && line !== '' && !line.startsWith('#')) {
      segments.push({ seconds, bytes: (await fs.stat(path.join(dir, line))).size });
      seconds = undefined;
    }
  }
  const rate = (s: { seconds: number; bytes: number }) => (s.bytes * 8) / s.seconds;
  const long = segments.filter((s) => s.seconds >= 1);
  const peak = Math.max(...(long.length > 0 ? long : segments).map(rate));
  const totalBits = segments.reduce((sum, s) => sum + s.bytes * 8, 0);
  const totalSeconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}
