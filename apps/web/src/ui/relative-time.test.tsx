import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('relativeTime', () => {
  it('says "3 minutes ago" in English and "il y a 3 minutes" in French', () => {
    expect(relativeTime(ago(180), now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(ago(180), now, 'fr')).toBe('il y a 3 minutes');
  });

  it('says "yesterday" / "hier" one day back', () => {
    expect(relativeTime(ago(86_400), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(86_400), now, 'fr')).toBe('hier');
  });

  it('picks the largest fitting unit', () => {
    expect(relativeTime(ago(2 * 3_600), now, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 86_400), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(14 * 86_400), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(2 * 31_536_000), now, 'en')).toBe('2 years ago');
  });

  it('describes future values', () => {
    expect(relativeTime(later(180), now, 'en')).toBe('in 3 minutes');
    expect(relativeTime(later(2 * 3_600), now, 'fr')).toBe('dans 2 heures');
    expect(relativeTime(later(86_400), now, 'en')).toBe('tomorrow');
    expect(relativeTime(later(86_400), now, 'fr')).toBe('demain');
  });

  it('says "this minute" under a minute, either way', () => {
    expect(relativeTime(ago(30), now, 'en')).toBe('this minute');
    expect(relativeTime(later(30), now, 'en')).toBe('this minute');
    expect(relativeTime(now, now, 'en')).toBe('this minute');
  });
});
