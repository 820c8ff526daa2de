// Every translation engine behind one interface, chosen by config (DESIGN: translation row): an LLM through
// the AI SDK, DeepL, Google Cloud Translation, LibreTranslate, and — in sandbox mode only — pseudo-localization.
// Engines receive text whose protected parts (links, @handles, hashtags, timestamps, glossary terms) are
// already replaced by placeholders ⟦0⟧, ⟦1⟧…; an engine must return each placeholder unchanged (it may
// re-encode them on the wire, e.g. as XML tags, and decode them again). What comes back is checked and
// repaired by the caller (modules/translation/protected-text.ts), so an engine that breaks them is caught.
import type { TranslationEngineId } from '@vidcraft/contracts';

/** What a placeholder looks like: U+27E6 digits U+27E7. */
export const PLACEHOLDER = /⟦(\d+)⟧/g;
export const placeholder = (index: number) => `⟦${index}⟧`;

export interface TranslationSegment {
  /** Stable within the request (the caller matches answers by position, the id is for engines and logs). */
  id: string;
  text: string;
}

export interface TranslateRequest {
  /** YouTube language ids (`en`, `pt-PT`, `zh-TW`, `iw`); each engine maps them to its own codes. */
  sourceLanguage: string;
  targetLanguages: readonly string[];
  segments: readonly TranslationSegment[];
  /** For engines that read context (the LLM): what the video is about, so search intent is kept. */
  context?: { videoTitle: string; channelTitle: string; keywords: readonly string[] } | undefined;
}

export interface TranslationUsage {
  /** Requests sent to the provider. */
  calls: number;
  /** Characters of source text sent (what per-character providers charge for). */
  characters: number;
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
}

export interface TranslateResult {
  /** Per target language, one text per segment in the order given. */
  translations: Record<string, string[]>;
  usage: TranslationUsage;
}

export interface TranslationEngine {
  readonly id: TranslationEngineId;
  /** What the UI shows as "which engine translated": "DeepL", "OpenAI · gpt-4o-mini"… */
  readonly label: string;
  /** Pseudo-localization (sandbox only): its output can never be published to live Google. */
  readonly pseudo: boolean;
  /** Whether the engine can translate into this YouTube language. */
  supports(language: string): boolean;
  /** Provider requests and price for translating `characters` of text into `languages` languages. */
  estimate(input: { characters: number; segments: number; languages: number; sourceLanguage?: string }): {
    calls: number;
    costUsd: number | null;
  };
  translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult>;
}

export const noUsage = (): TranslationUsage => ({
  calls: 0,
  characters: 0,
  inputTokens: null,
  outputTokens: null,
  costUsd: null,
});

/** Adds `b` into `a` (token counts and costs stay null only while every part is null). */
/** A sum of figures that may be unknown: unknown only while both are. */
export const sumNullable = (x: number | null, y: number | null) =>
  x === null && y === null ? null : (x ?? 0) + (y ?? 0);

export function addUsage(a: TranslationUsage, b: TranslationUsage): TranslationUsage {
  return {
    calls: a.calls + b.calls,
    characters: a.characters + b.characters,
    inputTokens: sumNullable(a.inputTokens, b.inputTokens),
    outputTokens: sumNullable(a.outputTokens, b.outputTokens),
    costUsd: sumNullable(a.costUsd, b.costUsd),
  };
}

/** Splits items into batches no bigger than `maxItems` and (summed by `size`) `maxSize`. */
export function batches<T>(
  items: readonly T[],
  maxItems: number,
  maxSize: number,
  size: (item: T) => number,
) {
  const out: T[][] = [];
  let current: T[] = [];
  let currentSize = 0;
  for (const item of items) {
    const itemSize = size(item);
    if (current.length > 0 && (current.length >= maxItems || currentSize + itemSize > maxSize)) {
      out.push(current);
      current = [];
      currentSize = 0;
    }
    current.push(item);
    currentSize += itemSize;
  }
  if (current.length > 0) out.push(current);
  return out;
}
