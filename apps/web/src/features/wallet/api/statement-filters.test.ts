import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, rangeIsReversed, statementQuery } from './statement-filters';

describe('filtersFromSearch', () => {
  it('reads a known type and real calendar days', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=purchase&from=2026-03-01&to=2026-03-31'));
    expect(filters).toEqual({ type: 'purchase', from: '2026-03-01', to: '2026-03-31' });
  });

  it('leaves out an unknown type, malformed days and days that do not exist', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=gift&from=2026-3-1&to=2026-02-30'));
    expect(filters).toEqual({});
  });
});

describe('filtersToSearch', () => {
  it('writes the filters, removes the cleared ones and keeps other parameters', () => {
    const current = new URLSearchParams('tab=statement&type=refund&from=2026-01-01');
    const next = filtersToSearch({ type: 'purchase', to: '2026-01-31' }, current);
    expect(next.get('tab')).toBe('statement');
    expect(next.get('type')).toBe('purchase');
    expect(next.has('from')).toBe(false);
    expect(next.get('to')).toBe('2026-01-31');
  });
});

describe('statementQuery', () => {
  it('turns the days into local midnights, the last day included (next midnight, exclusive)', () => {
    const query = statementQuery({ type: 'referral_bonus', from: '2026-03-01', to: '2026-03-31' });
    expect(query.get('type')).toBe('referral_bonus');
    expect(query.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 3, 1).toISOString());
    expect(query.has('limit')).toBe(false);
    expect(query.has('cursor')).toBe(false);
  });

  it('adds the page size and the cursor of the next page', () => {
    const query = statementQuery({}, { limit: 25, cursor: 'abc' });
    expect(query.toString()).toBe('limit=25&cursor=abc');
    expect(statementQuery({}, { limit: 25 }).toString()).toBe('limit=25');
  });

  it('sends a single day as the range from its midnight to the next', () => {
    const query = statementQuery({ from: '2026-12-31', to: '2026-12-31' });
    expect(
      new Date(query.get('to') ?? '').getTime() - new Date(query.get('from') ?? '').getTime(),
    ).toBeGreaterThan(22 * 3_600_000);
    expect(query.get('to')).toBe(new Date(2027, 0, 1).toISOString());
  });
});

describe('rangeIsReversed', () => {
  it('is true only when both days are set and the last is before the first', () => {
    expect(rangeIsReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(rangeIsReversed({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(rangeIsReversed({ from: '2026-03-02' })).toBe(false);
  });
});
