import { describe, expect, it } from 'vitest';
import { formatCueTime, parseCueTime } from './cue-time.ts';

describe('cue times', () => {
  it('writes hours, minutes, seconds and milliseconds, and reads them back', () => {
    for (const ms of [0, 999, 61_250, 3_723_004, 35_999_999])
      expect(parseCueTime(formatCueTime(ms))).toBe(ms);
    expect(formatCueTime(3_723_004)).toBe('1:02:03.004');
  });
  it('takes the short forms people type', () => {
    expect(parseCueTime('1:02,5')).toBe(62_500);
    expect(parseCueTime('00:00:01,000')).toBe(1000);
    expect(parseCueTime(' 12.25 ')).toBe(12_250);
    expect(parseCueTime('7')).toBe(7000);
  });
  it('refuses what is no time', () => {
    for (const text of ['', 'abc', '1:60', '0:61:00', '1:2:3:4', '-1', '1.2345', '100:00:00']) {
      expect(parseCueTime(text), text).toBeNull();
    }
  });
});
