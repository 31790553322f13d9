import { describe, expect, it } from 'vitest';
import { chunkLength, nextChunkSize, plannedChunkLengths } from './chunk-plan';

const KiB = 1024;
const MiB = 1024 * KiB;

describe('chunk plan', () => {
  it('doubles after a success, up to 32 MiB', () => {
    expect(nextChunkSize(256 * KiB, true)).toBe(512 * KiB);
    expect(nextChunkSize(16 * MiB, true)).toBe(32 * MiB);
    expect(nextChunkSize(32 * MiB, true)).toBe(32 * MiB);
  });

  it('keeps the size after a failure', () => {
    expect(nextChunkSize(1 * MiB, false)).toBe(1 * MiB);
  });

  it('never goes beyond the remaining bytes', () => {
    expect(chunkLength(1 * MiB, 900 * KiB, 1 * MiB)).toBe(124 * KiB);
    expect(chunkLength(1 * MiB, 1 * MiB, 1 * MiB)).toBe(0);
  });

  it('plans 256K, 512K … 16M, then 32M chunks and the rest', () => {
    expect(plannedChunkLengths(100 * MiB).map((n) => n / KiB)).toEqual([
      256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 4352,
    ]);
    expect(plannedChunkLengths(300 * KiB)).toEqual([256 * KiB, 44 * KiB]);
  });
});
