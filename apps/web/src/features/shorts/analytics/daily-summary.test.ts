import { describe, expect, it } from 'vitest';
import { analytics } from '../testing/short-builders';
import { dailySummary } from './daily-summary';

describe('dailySummary: the chart in words', () => {
  it('counts the days and views and finds the best day (the earliest on a tie)', () => {
    const { daily } = analytics();
    expect(dailySummary(daily)).toMatchObject({
      days: 7,
      total: 95,
      best: { date: '2026-03-03', views: 45 },
      first: '2026-03-01',
      last: '2026-03-07',
    });
    const tie = daily.map((day) => ({ ...day, views: 4 }));
    expect(dailySummary(tie)?.best.date).toBe('2026-03-01');
  });

  it('is null without any day', () => {
    expect(dailySummary([])).toBeNull();
  });
});
