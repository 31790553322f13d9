import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './referral-bonus';

describe('normalizeEmail', () => {
  it('lower-cases and drops a +tag at any provider', () => {
    expect(normalizeEmail('Ana.Smith+promo@Example.COM')).toBe('ana.smith@example.com');
    expect(normalizeEmail('ana@example.com')).toBe('ana@example.com');
  });

  it('drops dots at Gmail, where googlemail.com is the same domain', () => {
    expect(normalizeEmail('A.n.a.Smith+x@googlemail.com')).toBe('anasmith@gmail.com');
    expect(normalizeEmail('anasmith@GMAIL.com')).toBe('anasmith@gmail.com');
  });

  it('keeps dots elsewhere: they name other mailboxes', () => {
    expect(normalizeEmail('a.na@example.com')).not.toBe(normalizeEmail('ana@example.com'));
  });
});
