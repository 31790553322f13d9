import { describe, expect, it } from 'vitest';
import { addDays, daysIn, presetRange, resolveRange, todayUtc } from './analytics-range';

const today = '2026-03-31';

describe('the analytics range', () => {
  it('counts UTC days, both ends included', () => {
    expect(todayUtc(new Date('2026-03-31T23:30:00-05:00'))).toBe('2026-04-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysIn('2026-03-01', '2026-03-01')).toBe(1);
    expect(presetRange(7, today)).toEqual({ from: '2026-03-25', to: today });
  });

  it('defaults to the last 30 days, the preset it matches', () => {
    expect(resolveRange({}, today)).toEqual({
      from: '2026-03-02',
      to: today,
      preset: 30,
      problem: null,
      query: { from: '2026-03-02', to: today },
    });
  });

  it('keeps a task, and matches no preset for other dates', () => {
    const task = '00000000-0000-4000-8000-000000000501';
    const range = resolveRange({ from: '2026-02-01', to: '2026-02-10', task }, today);
    expect(range.preset).toBeNull();
    expect(range.query).toEqual({ from: '2026-02-01', to: '2026-02-10', taskId: task });
  });

  it('asks nothing for a reversed or too long range', () => {
    expect(resolveRange({ from: '2026-03-10', to: '2026-03-01' }, today)).toMatchObject({
      problem: 'reversed',
      query: null,
    });
    expect(resolveRange({ from: '2024-01-01', to: today }, today)).toMatchObject({
      problem: 'tooLong',
      query: null,
    });
  });
});
