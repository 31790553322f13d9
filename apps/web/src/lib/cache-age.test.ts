import { describe, expect, it } from 'vitest';
import { CACHE_MAX_AGE_MS, isFresh } from './cache-age';

describe('isFresh', () => {
  it('uses the two-hour cache age of the spec', () => {
    expect(CACHE_MAX_AGE_MS).toBe(7_200_000);
  });

  it('is fresh while younger than 2 hours', () => {
    expect(isFresh(1_000, 1_000)).toBe(true);
    expect(isFresh(1_000, 1_000 + CACHE_MAX_AGE_MS - 1)).toBe(true);
  });

  it('is stale at exactly 2 hours and after', () => {
    expect(isFresh(1_000, 1_000 + CACHE_MAX_AGE_MS)).toBe(false);
    expect(isFresh(1_000, 1_000 + CACHE_MAX_AGE_MS + 1)).toBe(false);
  });

  it('is stale without a timestamp', () => {
    expect(isFresh(null, 1_000)).toBe(false);
    expect(isFresh(undefined, 1_000)).toBe(false);
  });

  it('treats a timestamp of 0 as a real time', () => {
    expect(isFresh(0, 10)).toBe(true);
  });

  it('honours a custom maximum age', () => {
    expect(isFresh(0, 499, 500)).toBe(true);
    expect(isFresh(0, 500, 500)).toBe(false);
  });
});
