import { videoTypes } from '@betogether/contracts/media/media.constants';
import type { VideoLimits } from '@betogether/contracts/media/media.schemas';

/** Why a picked video is refused before any byte is sent: it would be refused after a long upload. */
export type VideoRefusal =
  | { reason: 'type' }
  | { reason: 'size'; bytes: number; maxBytes: number }
  | { reason: 'duration'; seconds: number; maxSeconds: number };

/** The file's type and size against what the server takes (the duration waits for its metadata). */
export function checkVideoFile(
  file: Pick<File, 'type' | 'size'>,
  limits: Pick<VideoLimits, 'maxBytes'>,
): VideoRefusal | null {
  if (!(videoTypes as readonly string[]).includes(file.type)) return { reason: 'type' };
  if (file.size > limits.maxBytes) return { reason: 'size', bytes: file.size, maxBytes: limits.maxBytes };
  return null;
}

/**
 * The duration the browser read against the admins' limit. Half a second of slack: containers
 * round their duration, and the server measures the stream itself.
 */
export function checkVideoDuration(
  seconds: number,
  limits: Pick<VideoLimits, 'maxSeconds'>,
): VideoRefusal | null {
  if (!Number.isFinite(seconds) || seconds <= limits.maxSeconds + 0.5) return null;
  return { reason: 'duration', seconds, maxSeconds: limits.maxSeconds };
}
