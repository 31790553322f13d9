import { z } from 'zod';
import { runTool, ToolFailedError, type VideoTools } from './video-tools';

/**
 * `message` can be shown to the member; ffprobe's or ffmpeg's own words stay in `cause`. The
 * caller maps `reason` to its error code: `not-a-video` when the file is not a video at all,
 * `unsupported` when it looked like one but could not be converted.
 */
export class VideoRejectedError extends Error {
  constructor(
    readonly reason: 'not-a-video' | 'unsupported',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'VideoRejectedError';
  }
}

/** What the conversion and the limits (duration, bytes: the caller's) need to know of an upload. */
export type VideoProbe = {
  durationSeconds: number;
  /** As displayed: after rotation and with square pixels. */
  width: number;
  height: number;
  /** Degrees clockwise a player turns the stored picture (a phone held upright records 90). */
  rotation: 0 | 90 | 180 | 270;
  videoCodec: string;
  audioCodec: string | null;
  formatName: string;
  bitRate: number | null;
  frameRate: number | null;
};

const numeric = z.union([z.string(), z.number()]).optional();

// Only the fields used here and for voice notes; zod drops the rest of ffprobe's answer.
export const ffprobeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        sample_aspect_ratio: z.string().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        duration: numeric,
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        tags: z.record(z.string(), z.string()).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
  format: z.object({ format_name: z.string(), duration: numeric, bit_rate: numeric }).optional(),
});

type Stream = z.infer<typeof ffprobeSchema>['streams'][number];

/**
 * ffprobe reads PNG, JPEG, WebP and GIF files as one-frame "videos" (image2, png_pipe, …):
 * a picture sent as a video is refused rather than turned into a still movie.
 */
const isImageFormat = (formatName: string) =>
  formatName
    .split(',')
    .some((name) => name === 'image2' || name.endsWith('_pipe') || ['gif', 'apng'].includes(name));

const NOT_A_VIDEO = 'This file is not a video we can read';

/**
 * Reads what the conversion needs with `ffprobe -show_format -show_streams`. A file ffprobe cannot
 * read, a picture, or a file without a picture stream or without a duration throws
 * VideoRejectedError('not-a-video').
 */
export async function probeVideo(
  tools: VideoTools,
  inputPath: string,
  options: { signal?: AbortSignal } = {},
): Promise<VideoProbe> {
  let stdout: Buffer;
  try {
    stdout = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', inputPath],
      { signal: options.signal },
    );
  } catch (error) {
    // Only ffprobe's verdict on the file is the member's problem; a missing ffprobe is not.
    if (error instanceof ToolFailedError && error.exitSignal === null) {
      throw new VideoRejectedError('not-a-video', NOT_A_VIDEO, { cause: error });
    }
    throw error;
  }
  const parsed = ffprobeSchema.safeParse(parseJson(stdout));
  if (!parsed.success || !parsed.data.format) {
    throw new VideoRejectedError('not-a-video', NOT_A_VIDEO, { cause: parsed.error });
  }
  const { streams, format } = parsed.data;
  // Cover art in an MP4 or MKV is a "video" stream too: it is not the film.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const durationSeconds = positive(format.duration) ?? positive(video?.duration);
  if (!video?.width || !video.height || !durationSeconds || isImageFormat(format.format_name)) {
    throw new VideoRejectedError('not-a-video', NOT_A_VIDEO);
  }
  if (!video.codec_name) {
    throw new VideoRejectedError('unsupported', 'Videos in this format are not accepted');
  }

  const rotation = rotationOf(video);
  // Anamorphic video (DV, some old cameras) stores pixels that are displayed wider or narrower.
  const storedWidth = Math.round(video.width * (ratio(video.sample_aspect_ratio, ':') ?? 1));
  const sideways = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: sideways ? video.height : storedWidth,
    height: sideways ? storedWidth : video.height,
    rotation,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    formatName: format.format_name,
    bitRate: positive(format.bit_rate) ?? null,
    frameRate: ratio(video.avg_frame_rate, '/') ?? ratio(video.r_frame_rate, '/') ?? null,
  };
}

export function parseJson(stdout: Buffer): unknown {
  try {
    return JSON.parse(stdout.toString('utf8'));
  } catch {
    return null;
  }
}

export function positive(value: string | number | undefined): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** "30000/1001" or "4:3"; undefined for "0/0", "N/A" and the like. */
function ratio(value: string | undefined, separator: string): number | undefined {
  const [num, den] = (value ?? '').split(separator).map(Number);
  const n = num !== undefined && den !== undefined ? num / den : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) / 1000 : undefined;
}

/**
 * The display matrix's angle is counterclockwise (an upright phone video says -90); the old
 * `rotate` tag, still set by some demuxers, is clockwise. Both end up clockwise, in quarter turns.
 */
function rotationOf(stream: Stream): VideoProbe['rotation'] {
  const matrix = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const degrees = matrix !== undefined ? -matrix : Number(stream.tags?.rotate ?? 0);
  const quarter = ((Math.round((Number.isFinite(degrees) ? degrees : 0) / 90) % 4) + 4) % 4;
  return ([0, 90, 180, 270] as const)[quarter] ?? 0;
}
