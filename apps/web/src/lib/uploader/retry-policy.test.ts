import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryable, retryAfterMs } from './retry-policy';

describe('isRetryable', () => {
  it('retries 5xx, 408, 429 and network failures (spec §8)', () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429, 'network'] as const) {
      expect(isRetryable(status)).toBe(true);
    }
  });

  it('treats every other 4xx as final', () => {
    for (const status of [400, 401, 402, 403, 404, 409, 410, 413, 415, 422]) {
      expect(isRetryable(status)).toBe(false);
    }
  });
});

describe('backoffDelay', () => {
  it('waits a random share of 500 ms · 2^attempt, capped at 20 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((a) => backoffDelay(a, () => 0.5))).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(30, () => 0.999999)).toBe(19999);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(' 0 ')).toBe(0);
  });

  it('reads an HTTP date, relative to now', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
  });

  it('gives null when absent or unreadable', () => {
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('')).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('-3')).toBeNull();
  });
});
