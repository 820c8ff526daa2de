import { describe, expect, it } from 'vitest';
import { secondsLeft, SpeedMeter } from './transfer-speed.ts';

describe('SpeedMeter', () => {
  it('says nothing until enough time was measured', () => {
    const meter = new SpeedMeter();
    meter.add(0, 0);
    meter.add(1000, 300);
    expect(meter.bytesPerSecond()).toBeNull();
  });

  it('measures over the last few seconds only', () => {
    const meter = new SpeedMeter(5000);
    meter.add(0, 0);
    meter.add(10_000_000, 1000); // 10 MB/s at first
    for (let second = 2; second <= 10; second += 1)
      meter.add(10_000_000 + (second - 1) * 1_000_000, second * 1000);
    // The last five seconds went at 1 MB/s.
    expect(meter.bytesPerSecond()).toBeCloseTo(1_000_000, -3);
  });

  it('starts again after a reset (a resumed upload begins at its offset)', () => {
    const meter = new SpeedMeter();
    meter.add(0, 0);
    meter.add(5_000_000, 1000);
    meter.reset();
    meter.add(5_000_000, 60_000);
    meter.add(6_000_000, 61_000);
    expect(meter.bytesPerSecond()).toBe(1_000_000);
  });
});

describe('secondsLeft', () => {
  it('is the rest over the speed, or null without a speed', () => {
    expect(secondsLeft(25, 100, 5)).toBe(15);
    expect(secondsLeft(25, 100, null)).toBeNull();
    expect(secondsLeft(25, 100, 0)).toBeNull();
  });
});
