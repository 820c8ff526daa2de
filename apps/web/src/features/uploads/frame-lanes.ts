// Where the frame thumbnails sit on the scene timeline: at their times, in as few rows (lanes) as keep them
// from covering each other. The track is at least `slot` pixels per frame wide, so evenly spread frames share
// one lane; frames close together move to the next lane.
import type { FrameView } from '@vidcraft/contracts';

export const THUMB_WIDTH_PX = 64;
export const SLOT_PX = 80;
export const MAX_LANES = 3;
/** How many frames count as the best (highest sharpness and exposure score): one in four, 1 to 3. */
export const BEST_COUNT = 3;

export function bestCount(frameCount: number): number {
  return Math.min(BEST_COUNT, Math.max(1, Math.ceil(frameCount / 4)));
}

export interface PlacedFrame {
  frame: FrameView;
  /** 0–1 along the video. */
  at: number;
  lane: number;
  best: boolean;
}

export function trackMinWidth(frameCount: number): number {
  return Math.max(1, frameCount) * SLOT_PX;
}

/** The indexes of the best frames: the highest scores. */
export function bestFrames(frames: readonly FrameView[], count = bestCount(frames.length)): Set<number> {
  return new Set(
    [...frames]
      .sort((a, b) => b.score - a.score || a.timeSeconds - b.timeSeconds)
      .slice(0, count)
      .map((frame) => frame.index),
  );
}

export function placeFrames(frames: readonly FrameView[], durationSeconds: number): PlacedFrame[] {
  const width = trackMinWidth(frames.length);
  const best = bestFrames(frames);
  const laneEnds: number[] = [];
  return [...frames]
    .sort((a, b) => a.timeSeconds - b.timeSeconds)
    .map((frame) => {
      const at = durationSeconds > 0 ? Math.min(1, Math.max(0, frame.timeSeconds / durationSeconds)) : 0;
      const left = Math.min(Math.max(0, at * width - THUMB_WIDTH_PX / 2), width - THUMB_WIDTH_PX);
      let lane = laneEnds.findIndex((end) => end <= left);
      if (lane === -1) {
        if (laneEnds.length < MAX_LANES) lane = laneEnds.length;
        else lane = laneEnds.indexOf(Math.min(...laneEnds));
      }
      laneEnds[lane] = left + THUMB_WIDTH_PX + 4;
      return { frame, at, lane, best: best.has(frame.index) };
    });
}
