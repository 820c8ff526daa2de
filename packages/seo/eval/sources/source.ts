// How an evaluation video is written by hand: the engine's input without the timed captions, and the transcript
// as paragraphs of continuous speech (build.ts times them into cues).
import type { EvalVideo } from '../expectations.ts';

export type VideoSource = Omit<EvalVideo, 'captions' | 'durationSeconds'> & {
  transcript: string[];
  /** Seconds of the video after the last words (an end screen); 3 when absent. */
  outroSeconds?: number;
};
