import { describe, expect, it } from 'vitest';
import { day, defineUrlFilters, matching, oneOf, text } from './url-filters';

const kinds = ['purchase', 'refund'] as const;

describe('url parameters', () => {
  it('reads text trimmed and cut, after its own cleaning', () => {
    expect(text({ max: 3 })('  abcdef ')).toBe('abc');
    expect(text()('   ')).toBeUndefined();
    expect(text({ prepare: (raw) => raw.replace(/^#+/, '') })('##summer ')).toBe('summer');
  });

  it('reads one of a list, real calendar days and values passing a test', () => {
    expect(oneOf(kinds)('refund')).toBe('refund');
    expect(oneOf(kinds)('gift')).toBeUndefined();
    expect(day('2028-02-29')).toBe('2028-02-29');
    for (const wrong of ['2026-02-29', '2026-13-01', '2026-3-1', 'yesterday'])
      expect(day(wrong)).toBeUndefined();
    const whole = matching((value) => /^\d+$/.test(value));
    expect(whole(' 12 ')).toBe('12');
    expect(whole('1.5')).toBeUndefined();
  });
});

describe('defineUrlFilters', () => {
  const optional = defineUrlFilters({ type: oneOf(kinds), from: day });
  const withDefaults = defineUrlFilters(
    { tab: oneOf(['list', 'map'] as const), q: text() },
    { tab: 'list', q: '' },
  );

  it('leaves out what the address lacks or holds wrongly, or gives its default', () => {
    expect(optional.read(new URLSearchParams('type=gift&from=2026-03-01&other=1'))).toEqual({
      from: '2026-03-01',
    });
    expect(withDefaults.read(new URLSearchParams('tab=globe'))).toEqual({ tab: 'list', q: '' });
    expect(withDefaults.read(new URLSearchParams('tab=map&q=%20caf%C3%A9'))).toEqual({
      tab: 'map',
      q: 'café',
    });
  });

  it('writes its parameters, trimmed, leaving out empty ones and defaults, and keeps the others', () => {
    const current = new URLSearchParams('page=2&type=refund&from=2026-01-01');
    expect(optional.write({ type: 'purchase' }, current).toString()).toBe('page=2&type=purchase');
    expect(withDefaults.write({ tab: 'list', q: ' tea ' }).toString()).toBe('q=tea');
    expect(withDefaults.write({ tab: 'map', q: '' }).toString()).toBe('tab=map');
  });

  it('picks its own values out of a larger set', () => {
    expect(withDefaults.pick({ tab: 'map', q: 'x', other: 1 } as never)).toEqual({ tab: 'map', q: 'x' });
  });
});
