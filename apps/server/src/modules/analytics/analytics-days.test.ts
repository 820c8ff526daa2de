import { describe, expect, it } from 'vitest';
import { analyticsLastDay, dayOf } from './analytics-days.ts';

describe('analytics days', () => {
  it('are Pacific days, as YouTube reports them, whatever the UTC date', () => {
    // 00:25 UTC on the 29th is the afternoon of the 28th in California.
    expect(dayOf(new Date('2026-11-29T00:25:00Z'))).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-29T08:30:00Z'))).toBe('2026-11-29');
    // Summer time: Pacific midnight is 07:00 UTC.
    expect(dayOf(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(dayOf(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('reach two Pacific days back', () => {
    expect(analyticsLastDay(new Date('2026-11-29T00:25:00Z'))).toBe('2026-11-26');
    expect(analyticsLastDay(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-27');
  });
});
