import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { missingCoins } from './missing-coins';

const refusal = (detail?: string) =>
  new ApiError(409, {
    type: 'about:blank',
    title: 'Not enough coins',
    status: 409,
    code: 'PARTNER_BALANCE_TOO_LOW',
    requestId: 'r',
    ...(detail === undefined ? {} : { detail }),
  });

describe('missingCoins', () => {
  it('reads the count the server wrote, with or without separators', () => {
    expect(missingCoins(refusal('400 coins are missing'), null)).toBe(400);
    expect(missingCoins(refusal('Missing 1,200 coins'), 3)).toBe(1200);
  });

  it('falls back on what the figures predicted, and ignores other errors', () => {
    expect(missingCoins(refusal(), 250)).toBe(250);
    expect(missingCoins(refusal('Not enough'), null)).toBeNull();
    expect(missingCoins(new ApiError(0, null), 250)).toBeNull();
    expect(missingCoins(null, 250)).toBeNull();
  });
});
