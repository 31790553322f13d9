import { describe, expect, it } from 'vitest';
import { beatToken, creditOf, newBeatKey, validBeat } from './beat-clock';

describe('beat tokens', () => {
  it('are good once, in order, for their own attempt only', () => {
    const key = newBeatKey();
    const token = beatToken(key, 3);
    expect(validBeat(key, 3, 3, token)).toBe(true);
    expect(validBeat(key, 4, 3, token)).toBe(false);
    expect(validBeat(key, 4, 4, token)).toBe(false);
    expect(validBeat(newBeatKey(), 3, 3, token)).toBe(false);
    expect(validBeat(key, 3, 3, `${token}x`)).toBe(false);
  });
});

describe('creditOf', () => {
  it('counts the time between two visible beats of a picture', () => {
    expect(creditOf({ gapMs: 5000, visible: true, video: null })).toEqual({
      creditMs: 5000,
      strike: false,
      furthest: null,
    });
  });

  it('counts nothing for a hidden page, a first beat or missed beats', () => {
    expect(creditOf({ gapMs: 5000, visible: false, video: null }).creditMs).toBe(0);
    expect(creditOf({ gapMs: null, visible: true, video: null }).creditMs).toBe(0);
    expect(creditOf({ gapMs: 20_000, visible: true, video: null }).creditMs).toBe(0);
  });

  it('counts what a video really played, at most the time that passed', () => {
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 15, furthest: 10 } })).toEqual({
      creditMs: 5000,
      strike: false,
      furthest: 15,
    });
    // Buffering: the video moved less than the clock.
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 12, furthest: 10 } }).creditMs).toBe(
      2000,
    );
  });

  it('strikes a skipped or sped-up video and counts nothing of it', () => {
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 40, furthest: 10 } })).toEqual({
      creditMs: 0,
      strike: true,
      furthest: 10,
    });
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 20, furthest: 10 } }).strike).toBe(true);
  });

  it('counts a part played again only once: after seeking back, only progress past the furthest point', () => {
    const back = creditOf({ gapMs: 5000, visible: true, video: { position: 8, furthest: 20 } });
    expect(back).toEqual({ creditMs: 0, strike: false, furthest: 20 });
    // Playing on from 18 s to 23 s: only 20–23 s is new.
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 23, furthest: 20 } })).toEqual({
      creditMs: 3000,
      strike: false,
      furthest: 23,
    });
  });

  it('counts nothing of a hidden beat and keeps the furthest point where it was', () => {
    expect(creditOf({ gapMs: 5000, visible: false, video: { position: 40, furthest: 10 } })).toEqual({
      creditMs: 0,
      strike: false,
      furthest: 10,
    });
  });

  it('counts nothing, without a strike, for a video played back or without a position', () => {
    expect(creditOf({ gapMs: 5000, visible: true, video: { position: 5, furthest: 10 } })).toEqual({
      creditMs: 0,
      strike: false,
      furthest: 10,
    });
    expect(
      creditOf({ gapMs: 5000, visible: true, video: { position: undefined, furthest: 10 } }).creditMs,
    ).toBe(0);
  });
});
