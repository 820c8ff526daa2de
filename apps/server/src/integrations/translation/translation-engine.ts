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
  /**
   * The segment's own language, when it is not the request's source: a back-translation sends the texts of many
   * languages at once. The LLM reads them together; engines whose requests take one source split by it.
   */
  language?: string | undefined;
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
  /**
   * Provider requests and price for translating `characters` of text into `languages` languages. The text is in
   * `sourceLanguage`, or — a back-translation — in each of `sourceLanguages`.
   */
  estimate(input: EstimateInput): { calls: number; costUsd: number | null };
  translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult>;
}

export interface EstimateInput {
  characters: number;
  segments: number;
  languages: number;
  sourceLanguage?: string | undefined;
  sourceLanguages?: readonly string[] | undefined;
}

export const noUsage = (): TranslationUsage => ({
  calls: 0,
  characters: 0,
  inputTokens: null,
  outputTokens: null,
  costUsd: null,
});

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

/**
 * For engines whose requests take one source language: the segments grouped by their language, each group
 * translated on its own, and the answers put back in the request's order.
 */
export async function perSourceLanguage(
  request: TranslateRequest,
  translateFrom: (part: TranslateRequest) => Promise<TranslateResult>,
): Promise<TranslateResult> {
  const groups = new Map<string, number[]>();
  request.segments.forEach((segment, index) => {
    const language = segment.language ?? request.sourceLanguage;
    groups.set(language, [...(groups.get(language) ?? []), index]);
  });
  if (groups.size <= 1) {
    const [only] = groups.keys();
    return translateFrom({ ...request, sourceLanguage: only ?? request.sourceLanguage });
  }
  const translations: Record<string, string[]> = Object.fromEntries(
    request.targetLanguages.map((language) => [language, request.segments.map((s) => s.text)]),
  );
  let usage = noUsage();
  for (const [sourceLanguage, indexes] of groups) {
    const part = await translateFrom({
      ...request,
      sourceLanguage,
      segments: indexes.map((index) => request.segments[index]!),
    });
    usage = addUsage(usage, part.usage);
    for (const language of request.targetLanguages) {
      const texts = part.translations[language] ?? [];
      indexes.forEach(
        (index, k) => (translations[language]![index] = texts[k] ?? request.segments[index]!.text),
      );
    }
  }
  return { translations, usage };
}
