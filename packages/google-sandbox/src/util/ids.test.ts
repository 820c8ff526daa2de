import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPacificMidnight, pacificDay } from './clock.ts';
import { channelIdFor, decodePageToken, encodePageToken, etagOf, videoIdFor } from './ids.ts';

describe('wire formats', () => {
  it('encodes page tokens like YouTube (offset 10 → CAoQAA) and round-trips any offset', () => {
    expect(encodePageToken(10, 'next')).toBe('CAoQAA');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (offset, next) => {
        expect(decodePageToken(encodePageToken(offset, next ? 'next' : 'prev'))).toBe(offset);
      }),
    );
    expect(decodePageToken('garbage')).toBeNull();
    expect(decodePageToken('')).toBeNull();
  });
  it('makes 11-character video ids, UC + 22 channel ids and 27-character etags', () => {
    expect(videoIdFor('x')).toMatch(/^[\w-]{11}$/);
    expect(channelIdFor('x')).toMatch(/^UC[\w-]{22}$/);
    expect(etagOf({ a: 1 })).toMatch(/^[\w-]{27}$/);
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
  });
});

describe('the quota day', () => {
  it('resets at midnight America/Los_Angeles, in winter and summer time', () => {
    expect(pacificDay(new Date('2026-01-15T07:59:00Z'))).toBe('2026-01-14');
    expect(pacificDay(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
    expect(nextPacificMidnight(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-01-16T08:00:00.000Z',
    );
    expect(nextPacificMidnight(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-07-16T07:00:00.000Z',
    );
  });
});
