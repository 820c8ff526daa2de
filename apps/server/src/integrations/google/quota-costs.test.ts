import { describe, expect, it } from 'vitest';
import { nextQuotaReset, quotaBucket, quotaCost, quotaDay } from './quota-costs.ts';

describe('YouTube quota costs', () => {
  it('charges per the current and legacy profiles', () => {
    expect(quotaCost('videos.list', 'current')).toBe(1);
    expect(quotaCost('videos.update', 'current')).toBe(50);
    expect(quotaCost('captions.download', 'current')).toBe(200);
    expect(quotaCost('search.list', 'current')).toBe(0); // from its own bucket
    expect(quotaCost('search.list', 'legacy')).toBe(100);
    expect(quotaCost('videos.insert', 'current')).toBe(0);
    expect(quotaCost('videos.insert', 'legacy')).toBe(1600);
    expect(quotaBucket('videos.insert', 'current')).toBe('videos.insert');
    expect(quotaBucket('videos.insert', 'legacy')).toBeNull();
    expect(quotaBucket('videos.update', 'current')).toBeNull();
    expect(() => quotaCost('videos.rate', 'current')).toThrow(/No quota cost/);
  });

  it('counts days in Pacific time and resets at Pacific midnight, across DST', () => {
    expect(quotaDay(new Date('2026-11-21T07:59:59Z'))).toBe('2026-11-20'); // 23:59:59 PST
    expect(quotaDay(new Date('2026-11-21T08:00:00Z'))).toBe('2026-11-21');
    expect(nextQuotaReset(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(nextQuotaReset(new Date('2026-07-04T12:00:00Z')).toISOString()).toBe('2026-07-05T07:00:00.000Z'); // PDT
    // The day DST ends in the US (1 November 2026) is 25 hours long.
    expect(nextQuotaReset(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });
});
