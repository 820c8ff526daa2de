// Every suggestion engine behind one interface, chosen by engine id: the offline Basic engine and the LLM
// today; thumbnail, translation and transcription engines follow the same shape (an id, one call, an outcome
// with what it cost).
import type { EngineChoice } from '@vidcraft/contracts';
import type { CaptionCue, SuggestionNote } from '@vidcraft/seo';

export interface SuggestRequest {
  /** The video's language: the metadata is written in it. */
  language: string;
  /** The creator's interface language, for rationales written in words. */
  creatorLanguage: string;
  title: string;
  description: string;
  tags: readonly string[];
  durationSeconds: number | null;
  isShort: boolean;
  cues: readonly CaptionCue[];
  channel: { title: string; topTitles: readonly string[] };
  titleCount: number;
}

/** An engine's answer before YouTube's rules are applied to it (suggestion-guard.ts). */
export interface EngineSuggestion {
  /** The Basic engine explains by note; an AI provider in its own words. */
  titles: { text: string; rationale: SuggestionNote | string }[];
  description: string;
  tags: string[];
  hashtags: string[];
  chapters: { startSeconds: number; title: string }[];
  keywords?: string[];
  notes?: SuggestionNote[];
}

export interface SuggestOutcome {
  suggestion: EngineSuggestion;
  usage: { inputTokens: number | null; outputTokens: number | null; costUsd: number | null };
  /** Who answered: null for the Basic engine, else the provider and model. */
  provider: string | null;
  model: string | null;
}

export interface Suggester {
  readonly engine: EngineChoice;
  suggest(request: SuggestRequest, signal?: AbortSignal): Promise<SuggestOutcome>;
}

/** The configured engines by id; asking for one that is not configured is the caller's error to report. */
export class Suggesters {
  private readonly byEngine: Map<EngineChoice, Suggester>;
  constructor(engines: readonly Suggester[]) {
    this.byEngine = new Map(engines.map((engine) => [engine.engine, engine]));
  }

  get(engine: EngineChoice): Suggester | undefined {
    return this.byEngine.get(engine);
  }

  has(engine: EngineChoice): boolean {
    return this.byEngine.has(engine);
  }
}
