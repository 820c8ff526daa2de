// Timed caption cues and the timing rules every cue list must pass before it is sent to YouTube. One rule set
// for both sides: the cue editor marks each cue with these problems as the creator types, and the server
// refuses a save or an upload that still has any.
import { z } from './zod.ts';
import { plainText } from './text.ts';

/** The caption file readers stop at 99:59:59.999; YouTube videos stop at 12 hours. */
export const CUE_MAX_MS = 100 * 3_600_000 - 1;
/** A cue's text: enough for several lines in any script, far below what a reader can take in. */
export const CUE_TEXT_MAX = 1000;
/** Cues in one track (a two-hour film has about 2,000). */
export const MAX_CUES = 20_000;

export const CaptionCue = z.object({
  startMs: z.number().int().min(0).max(CUE_MAX_MS),
  endMs: z.number().int().min(0).max(CUE_MAX_MS),
  text: plainText().max(CUE_TEXT_MAX),
});
export type CaptionCue = z.infer<typeof CaptionCue>;

/**
 * What is wrong with one cue: it does not end after it starts, it starts before the cue above it, it starts
 * before the cue above it ends (overlap), or it has no text.
 */
export const CueProblemKind = z.enum(['endNotAfterStart', 'outOfOrder', 'overlap', 'emptyText']);
export type CueProblemKind = z.infer<typeof CueProblemKind>;

export const CueProblem = z.object({
  /** The cue's position in the list, from 0. */
  index: z.number().int().min(0),
  kind: CueProblemKind,
  /** The other cue involved (order and overlap), from 0. */
  other: z.number().int().min(0).nullable(),
});
export type CueProblem = z.infer<typeof CueProblem>;

/**
 * The timing and text problems of a cue list, in cue order. Order and overlap compare each cue with the one
 * just above it, as a reader sees them; a cue already out of order is not also called overlapping.
 */
export function cueProblems(cues: readonly { startMs: number; endMs: number; text: string }[]): CueProblem[] {
  const problems: CueProblem[] = [];
  cues.forEach((cue, index) => {
    if (!(cue.endMs > cue.startMs)) problems.push({ index, kind: 'endNotAfterStart', other: null });
    const previous = index > 0 ? cues[index - 1] : undefined;
    if (previous) {
      if (cue.startMs < previous.startMs) problems.push({ index, kind: 'outOfOrder', other: index - 1 });
      else if (cue.startMs < previous.endMs) problems.push({ index, kind: 'overlap', other: index - 1 });
    }
    if (cue.text.trim().length === 0) problems.push({ index, kind: 'emptyText', other: null });
  });
  return problems;
}
