import { describe, expect, it } from 'vitest';
import { formatCompact, formatDuration, formatNumber, formatRelative } from './format.ts';

describe('formatting', () => {
  it('keeps small numbers exact and makes big ones compact, per language', () => {
    expect(formatCompact(1234, 'en')).toBe('1,234');
    expect(formatCompact(12_345, 'en')).toBe('12.3K');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
    expect(formatNumber(1234, 'de')).toBe('1.234');
  });

  it('formats durations as m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(160)).toBe('2:40');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('says how long ago or how soon, in the largest unit that fits', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatRelative('2026-03-07T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelative('2026-03-10T14:00:00Z', 'en', now)).toBe('in 2 hours');
    expect(formatRelative('2026-03-10T12:00:00Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-03-09T12:00:00Z', 'de', now)).toBe('gestern');
  });
});
