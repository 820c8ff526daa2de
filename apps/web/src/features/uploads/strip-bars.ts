// The loudness strip as bars to draw: momentary loudness (LUFS, null = digital silence) folded into at most
// `maxBars` bars (the loudest value of each group, so a short peak is not averaged away), each as a height
// between the floor (−60 LUFS, nothing heard) and 0 LUFS.
export const FLOOR_LUFS = -60;
export const MAX_BARS = 360;

export function foldStrip(strip: readonly (number | null)[], maxBars = MAX_BARS): (number | null)[] {
  if (strip.length <= maxBars) return [...strip];
  const size = strip.length / maxBars;
  const bars: (number | null)[] = [];
  for (let bar = 0; bar < maxBars; bar += 1) {
    const group = strip.slice(
      Math.floor(bar * size),
      Math.max(Math.floor((bar + 1) * size), Math.floor(bar * size) + 1),
    );
    const heard = group.filter((value): value is number => value !== null);
    bars.push(heard.length === 0 ? null : Math.max(...heard));
  }
  return bars;
}

/** 0–1: how high a value stands between the floor and 0 LUFS. */
export function heightOf(lufs: number): number {
  return Math.min(1, Math.max(0, (lufs - FLOOR_LUFS) / -FLOOR_LUFS));
}

/** A time range as a share of the video (0–1 from its start, and its width), clamped to the video. */
export function spanOf(
  range: { start: number; end: number },
  duration: number,
): { from: number; width: number } {
  if (duration <= 0) return { from: 0, width: 0 };
  const from = Math.min(1, Math.max(0, range.start / duration));
  const to = Math.min(1, Math.max(from, range.end / duration));
  return { from, width: to - from };
}
