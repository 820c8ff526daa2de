import type { FrameView } from '@vidcraft/contracts';
import { describe, expect, it } from 'vitest';
import { bestFrames, placeFrames } from './frame-lanes.ts';

const frame = (index: number, timeSeconds: number, score = 0.5): FrameView => ({
  index,
  timeSeconds,
  score,
  sharpness: score,
  exposure: score,
  url: `/frames/${index}`,
});

describe('frames on the scene timeline', () => {
  it('puts evenly spread frames in one lane, at their times', () => {
    const placed = placeFrames([frame(0, 5), frame(1, 35), frame(2, 65), frame(3, 95)], 100);
    expect(placed.map((p) => p.lane)).toEqual([0, 0, 0, 0]);
    expect(placed.map((p) => p.at)).toEqual([0.05, 0.35, 0.65, 0.95]);
  });

  it('moves frames close together to another lane', () => {
    const placed = placeFrames([frame(0, 10), frame(1, 11), frame(2, 12), frame(3, 90)], 100);
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 2, 0]);
  });

  it('marks the best frames by score', () => {
    const best = bestFrames([frame(0, 1, 0.2), frame(1, 2, 0.9), frame(2, 3, 0.7), frame(3, 4, 0.8)], 2);
    expect([...best].sort()).toEqual([1, 3]);
    const placed = placeFrames([frame(0, 1, 0.2), frame(1, 50, 0.9)], 100);
    expect(placed.map((p) => p.best)).toEqual([false, true]);
  });
});
