// WebVTT, SRT and SBV caption files → timed cues, the transcript the engines ground chapters and keywords in.
import { NotACaptionFileError, parseCaptionFile, type TimedCue } from '../translation/caption-file.ts';

export interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** Cues in time order, each on one line; a body that is no caption file has none (the engines then go without). */
export function parseCaptionCues(body: string): Cue[] {
  let cues: TimedCue[];
  try {
    cues = parseCaptionFile(body).cues;
  } catch (error) {
    if (error instanceof NotACaptionFileError) return [];
    throw error;
  }
  return cues
    .map((cue) => ({
      startSeconds: cue.startMs / 1000,
      endSeconds: cue.endMs / 1000,
      text: cue.text.replace(/\s+/g, ' '),
    }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
}
