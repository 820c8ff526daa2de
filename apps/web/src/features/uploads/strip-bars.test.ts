import { describe, expect, it } from 'vitest';
import { foldStrip, heightOf, spanOf } from './strip-bars.ts';

describe('the loudness strip', () => {
  it('keeps a short strip as it is', () => {
    expect(foldStrip([-20, null, -30], 10)).toEqual([-20, null, -30]);
  });

  it('folds a long strip into groups, keeping each group’s loudest value and silence as null', () => {
    const strip = [-30, -12, null, null, -40, -41];
    expect(foldStrip(strip, 3)).toEqual([-12, null, -40]);
  });

  it('places values between −60 and 0 LUFS', () => {
    expect(heightOf(-60)).toBe(0);
    expect(heightOf(-14)).toBeCloseTo(46 / 60);
    expect(heightOf(3)).toBe(1);
    expect(heightOf(-90)).toBe(0);
  });

  it('places a time range as a share of the video', () => {
    expect(spanOf({ start: 10, end: 20 }, 100)).toEqual({ from: 0.1, width: 0.1 });
    const clamped = spanOf({ start: 90, end: 130 }, 100);
    expect(clamped.from).toBe(0.9);
    expect(clamped.width).toBeCloseTo(0.1);
    expect(spanOf({ start: 1, end: 2 }, 0)).toEqual({ from: 0, width: 0 });
  });
});
