import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HEARTBEAT_MAX_GAP_SECONDS } from '@betogether/contracts/tasks/tasks.constants';

/**
 * The server's viewing clock (docs/decisions.md "Tasks: fair play"). The browser never says how long
 * it watched: it sends signed beats, and the server counts the time between two beats it received
 * itself. Each beat's token is an HMAC of the attempt's next sequence number with a key that never
 * leaves the server, so a beat is good once and in order (a replayed or forged one is refused).
 */

export function newBeatKey(): string {
  return randomBytes(32).toString('base64url');
}

export function beatToken(key: string, seq: number): string {
  return createHmac('sha256', key).update(`beat:${seq}`).digest('base64url');
}

export function validBeat(key: string, expectedSeq: number, seq: number, token: string): boolean {
  if (seq !== expectedSeq) return false;
  const expected = Buffer.from(beatToken(key, expectedSeq));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A video may drift from the wall clock by this much (buffering, timer jitter) before it counts as skipped. */
const DRIFT_FACTOR = 1.25;
const DRIFT_MS = 1500;

export type BeatInput = {
  /** Milliseconds since the previous beat the server took (null: the first beat of a session). */
  gapMs: number | null;
  visible: boolean;
  /**
   * Video tasks: where the video is now, and the furthest point it reached in counted viewing
   * (its high-water mark), in seconds.
   */
  video: { position: number | undefined; furthest: number | null } | null;
};

/**
 * What one beat adds to the watched time, whether it is a strike, and the video's new furthest
 * point. A video counts only its progress beyond the furthest point watched, at most the time that
 * passed: seeking back and playing a part again counts nothing, and a video that moved further than
 * the time that passed (skipped, sped up) is a strike and moves nothing. A hidden page, a gap longer
 * than the allowed one (missed beats) or a first beat counts nothing.
 */
export function creditOf(input: BeatInput): { creditMs: number; strike: boolean; furthest: number | null } {
  const { gapMs, visible, video } = input;
  const furthest = video?.furthest ?? null;
  if (gapMs === null || gapMs <= 0 || !visible || gapMs > HEARTBEAT_MAX_GAP_SECONDS * 1000)
    return { creditMs: 0, strike: false, furthest };
  if (!video) return { creditMs: Math.round(gapMs), strike: false, furthest };
  if (video.position === undefined) return { creditMs: 0, strike: false, furthest };
  if (furthest === null) return { creditMs: 0, strike: false, furthest: video.position };
  const movedMs = (video.position - furthest) * 1000;
  if (movedMs <= 0) return { creditMs: 0, strike: false, furthest };
  if (movedMs > gapMs * DRIFT_FACTOR + DRIFT_MS) return { creditMs: 0, strike: true, furthest };
  return { creditMs: Math.round(Math.min(gapMs, movedMs)), strike: false, furthest: video.position };
}

/** Three beats that did not add up end the attempt: it earns nothing. */
export const MAX_STRIKES = 3;

/** The watched time may fall short of the need by this much (the last beat's rounding). */
export const FINISH_TOLERANCE_MS = 500;
