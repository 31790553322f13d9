import { describe, expect, it } from 'vitest';
import { kycDetail, photo } from '../testing/admin-kyc-builders';
import { linksRenewIn } from './get-kyc-request';

const now = Date.parse('2026-03-02T10:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('renewing the photo links of a request', () => {
  it('asks again a minute before the first link expires (they work five minutes)', () => {
    const detail = kycDetail({
      documents: [photo('front', { expiresAt: at(300_000) }), photo('back', { expiresAt: at(240_000) })],
    });
    expect(linksRenewIn(detail, now)).toBe(180_000);
  });

  it('asks again soon, not in a loop, when a link is already past', () => {
    expect(linksRenewIn(kycDetail({ documents: [photo('front', { expiresAt: at(-60_000) })] }), now)).toBe(
      5_000,
    );
  });

  it('does not ask again for photos without a link (deleted) or before the first answer', () => {
    const deleted = kycDetail({ documents: [photo('front', { url: null, expiresAt: null })] });
    expect(linksRenewIn(deleted, now)).toBe(false);
    expect(linksRenewIn(undefined, now)).toBe(false);
  });
});
