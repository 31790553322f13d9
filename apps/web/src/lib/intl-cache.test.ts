import { describe, expect, it, vi } from 'vitest';
import { intlOnce } from './intl-cache';

describe('intlOnce', () => {
  it('builds a format once per kind and language', () => {
    const make = vi.fn((language: string) => new Intl.NumberFormat(language));
    const en = intlOnce('test-number', 'en', () => make('en'));
    expect(intlOnce('test-number', 'en', () => make('en'))).toBe(en);
    const fr = intlOnce('test-number', 'fr', () => make('fr'));
    expect(fr).not.toBe(en);
    expect(fr.format(1234.5)).toMatch(/^1\s234,5$/);
    expect(intlOnce('test-other', 'en', () => make('en'))).not.toBe(en);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
