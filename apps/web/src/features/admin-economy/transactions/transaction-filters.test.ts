import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterProblems,
  filtersFromSearch,
  noFilters,
  searchWithFilters,
  type TransactionFilters,
  transactionsQueryOf,
} from './transaction-filters';

const all: TransactionFilters = {
  member: 'camille_d',
  type: 'admin_adjustment',
  from: '2026-03-01',
  to: '2026-03-31',
  minCoins: '10',
  maxCoins: '5000',
};

describe('filters in the address', () => {
  it('reads every filter the address holds', () => {
    const params = new URLSearchParams(
      'member=camille_d&type=admin_adjustment&from=2026-03-01&to=2026-03-31&minCoins=10&maxCoins=5000',
    );
    expect(filtersFromSearch(params)).toEqual(all);
  });

  it('reads an empty address as no filters', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(noFilters);
  });

  it('drops what the server would refuse instead of failing the page', () => {
    const params = new URLSearchParams(
      'member=%20%20ana%20&type=gift&from=2026-02-30&to=yesterday&minCoins=-5&maxCoins=1.5',
    );
    expect(filtersFromSearch(params)).toEqual({ ...noFilters, member: 'ana' });
    expect(filtersFromSearch(new URLSearchParams('minCoins=0&maxCoins=1000000000001'))).toEqual(noFilters);
  });

  it('writes the filters back, leaving out empty ones and keeping the other parameters', () => {
    const current = new URLSearchParams('tab=transactions&member=old&tx=abc');
    const next = searchWithFilters(current, { ...noFilters, type: 'purchase', minCoins: ' 100 ' });
    expect(next.get('tab')).toBe('transactions');
    expect(next.get('tx')).toBe('abc');
    expect(next.get('member')).toBeNull();
    expect(next.get('type')).toBe('purchase');
    expect(next.get('minCoins')).toBe('100');
    expect([...next.keys()].sort()).toEqual(['minCoins', 'tab', 'tx', 'type']);
  });

  it('round-trips: address → filters → address', () => {
    const address = searchWithFilters(new URLSearchParams(), all);
    expect(filtersFromSearch(address)).toEqual(all);
    expect(searchWithFilters(new URLSearchParams(), filtersFromSearch(address)).toString()).toBe(
      address.toString(),
    );
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount(all)).toBe(6);
    expect(activeFilterCount({ ...noFilters, member: '  ' })).toBe(0);
  });
});

describe('filters to the API query', () => {
  it('turns the days into local midnights, the last day included (exclusive next midnight)', () => {
    const query = transactionsQueryOf(all);
    expect(query).toEqual({
      member: 'camille_d',
      type: 'admin_adjustment',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
      minCoins: '10',
      maxCoins: '5000',
    });
  });

  it('counts days in the admin’s time zone, across a daylight-saving change', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      // Paris is UTC+1 on 1 March and UTC+2 from 29 March (summer time).
      expect(transactionsQueryOf({ ...noFilters, from: '2026-03-01', to: '2026-03-31' })).toEqual({
        from: '2026-02-28T23:00:00.000Z',
        to: '2026-03-31T22:00:00.000Z',
      });
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('crosses the end of a year and leaves out empty filters', () => {
    expect(transactionsQueryOf({ ...noFilters, to: '2026-12-31' })).toEqual({
      to: new Date(2027, 0, 1).toISOString(),
    });
    expect(transactionsQueryOf(noFilters)).toEqual({});
  });
});

describe('filter problems', () => {
  it('accepts good filters, including a one-day range', () => {
    expect(filterProblems(all)).toEqual({});
    expect(filterProblems({ ...noFilters, from: '2026-03-05', to: '2026-03-05' })).toEqual({});
  });

  it('explains each wrong field', () => {
    expect(filterProblems({ ...noFilters, from: '2026-03-10', to: '2026-03-09' })).toEqual({
      to: 'toBeforeFrom',
    });
    expect(filterProblems({ ...noFilters, from: '2026-13-01' })).toEqual({ from: 'invalidDate' });
    expect(filterProblems({ ...noFilters, minCoins: '1.5', maxCoins: 'abc' })).toEqual({
      minCoins: 'wholeCoins',
      maxCoins: 'wholeCoins',
    });
    expect(filterProblems({ ...noFilters, minCoins: '0' })).toEqual({ minCoins: 'wholeCoins' });
    expect(filterProblems({ ...noFilters, minCoins: '500', maxCoins: '100' })).toEqual({
      maxCoins: 'maxBelowMin',
    });
    expect(filterProblems({ ...noFilters, member: 'x'.repeat(255) })).toEqual({ member: 'tooLong' });
  });
});
