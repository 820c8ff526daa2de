// The builtin engine's input and output, shared with the LLM engines' adapters on the server.
import type { SuggestionNote } from './notes.ts';

export interface CaptionCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface SuggestInput {
  title: string;
  description: string;
  tags: string[];
  language?: string | null;
  isShort: boolean;
  durationSeconds: number | null;
  captions?: CaptionCue[];
  channel?: { title?: string; topTitles?: string[] };
  /** How many title candidates to return at most (default 3). */
  titleCount?: number;
}

export interface TitleSuggestion {
  text: string;
  /** What changed and why. */
  rationale: SuggestionNote;
}

export interface Suggestions {
  engine: 'builtin';
  language: string;
  keywords: string[];
  titles: TitleSuggestion[];
  description: string;
  tags: string[];
  hashtags: string[];
  /** Every start except the mandatory 0:00 is the start time of a caption cue. */
  chapters: { startSeconds: number; title: string }[];
  /** What the engine left out, shortened or could not do, and why (never silent: Developer Policies III.C.3). */
  notes: SuggestionNote[];
}
