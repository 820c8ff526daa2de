// Translation through the configured LLM (the AI SDK model the suggester uses): several target languages per
// structured call, within the AI token caps. Calls are planned from character counts alone (planCalls), so
// estimate() and translate() agree on how many calls a job makes. Answers are matched to segments by id; what an
// answer leaves out is asked for once more, then reported. Provider errors map as in the suggester (429 →
// RATE_LIMITED, 5xx/timeouts → UPSTREAM_UNAVAILABLE); an answer that is not the JSON asked is requested once more.
import { bcp47Of, isYoutubeLanguage } from '@vidcraft/contracts';
import type { LanguageModel, LanguageModelUsage } from 'ai';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { aiSdk } from '../ai/ai-sdk.ts';
import type { AiConfig } from '../ai/language-model.ts';
import { estimateTokens } from '../ai/metadata-prompt.ts';
import {
  addUsage,
  noUsage,
  type EstimateInput,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
  type TranslationSegment,
  type TranslationUsage,
} from './translation-engine.ts';
import {
  addressLanguage,
  buildTranslationPrompt,
  CONTEXT_MAX_CHARS,
  TRANSLATION_SYSTEM_PROMPT,
} from './translation-prompt.ts';
import { recordAiTokens } from '../../metrics/metrics.ts';

// Shapes only: an answer is matched by id afterwards, and what is missing is asked for again.
export const LlmTranslationSchema = z.object({
  translations: z.array(
    z.object({
      language: z.string().describe('The YouTube language id, exactly as given'),
      segments: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type LlmTranslation = z.infer<typeof LlmTranslationSchema>;

// ── Token estimates (characters → tokens), the same for planning and estimating ──
/**
 * Characters per token of the source text, by the source language's script: ~4 for Latin-script languages,
 * ~1.5 for Chinese, Japanese and Korean, ~2.5 for the other scripts (Cyrillic, Greek, Arabic, Hebrew, Indic,
 * Thai…), which common tokenizers split finer (reference/engineering-facts.md §11.1).
 */
export function charsPerToken(language: string | undefined): number {
  if (!language) return 4;
  const script = scriptOf(language);
  if (script === 'Latn' || script === undefined) return 4;
  if (['Hani', 'Hans', 'Hant', 'Jpan', 'Kore', 'Hira', 'Kana', 'Hang'].includes(script)) return 1.5;
  return 2.5;
}
function scriptOf(language: string): string | undefined {
  try {
    return new Intl.Locale(bcp47Of(language)).maximize().script;
  } catch {
    return undefined; // not a well-formed tag: taken as Latin
  }
}
/** Of texts in several languages, the one whose script takes the most tokens per character. */
function densestOf(languages: readonly string[]): string | undefined {
  return languages.reduce<string | undefined>(
    (a, b) => (a === undefined || charsPerToken(b) < charsPerToken(a) ? b : a),
    undefined,
  );
}
/** Output tokens per target language ≈ source tokens × 1.3: translations run longer than English sources. */
const OUTPUT_EXPANSION = 1.3;
/** Plan to fill at most 90 % of maxOutputTokens: an answer cut off at the cap is not valid JSON. */
const OUTPUT_HEADROOM = 0.9;
// Tokens of JSON and lines around the text: per segment (`{"id":"…","text":"…"},`, in the request and in the
// answer), per target language (`- pt-PT (European Portuguese)` in the request, its wrapper in the answer), per
// answer (`{"translations":[…]}`) and per request (the user message's fixed lines).
const [SEGMENT_OVERHEAD, LANGUAGE_OVERHEAD, ANSWER_OVERHEAD, REQUEST_OVERHEAD] = [10, 10, 10, 60];
const SYSTEM_TOKENS = estimateTokens(TRANSLATION_SYSTEM_PROMPT);

export interface CallPlan {
  /** Into how many parts the segments are split (1 unless one language's answer would not fit). */
  segmentChunks: number;
  /** Target languages per call, and how many groups of them there are. */
  languagesPerCall: number;
  languageGroups: number;
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * How a request is split into calls. The segments stay together unless one language's answer for all of them
 * would not fit the output cap (or the segments the input cap); then they are split into the fewest equal parts
 * that fit. The languages are then grouped so each call's expected answer fits maxOutputTokens (with headroom)
 * and its request maxInputTokens: calls = segment parts × language groups. Only counts go in, so the same plan
 * comes out of estimate() and translate().
 */
export function planCalls(
  input: { characters: number; segments: number; languages: number; sourceLanguage?: string | undefined },
  caps: { maxInputTokens: number; maxOutputTokens: number },
): CallPlan {
  const { segments, languages } = input;
  if (segments <= 0 || languages <= 0) {
    return {
      segmentChunks: 0,
      languagesPerCall: 0,
      languageGroups: 0,
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
    };
  }
  const ratio = charsPerToken(input.sourceLanguage);
  const sourceTokens = Math.ceil(input.characters / ratio);
  const fixedInput = SYSTEM_TOKENS + REQUEST_OVERHEAD + Math.ceil(CONTEXT_MAX_CHARS / ratio);
  const outputBudget = Math.floor(caps.maxOutputTokens * OUTPUT_HEADROOM) - ANSWER_OVERHEAD;
  const inputBudget = caps.maxInputTokens - fixedInput;
  const perChunk = (chunks: number) => {
    const tokens = Math.ceil(sourceTokens / chunks);
    const count = Math.ceil(segments / chunks);
    return {
      input: tokens + count * SEGMENT_OVERHEAD,
      outputPerLanguage: Math.ceil(tokens * OUTPUT_EXPANSION) + count * SEGMENT_OVERHEAD + LANGUAGE_OVERHEAD,
    };
  };
  let chunks = 1;
  while (chunks < segments) {
    const size = perChunk(chunks);
    if (size.outputPerLanguage <= outputBudget && size.input + LANGUAGE_OVERHEAD <= inputBudget) break;
    chunks += 1;
  }
  const size = perChunk(chunks);
  const languagesPerCall = Math.min(
    languages,
    Math.max(1, Math.floor(outputBudget / size.outputPerLanguage)),
    Math.max(1, Math.floor((inputBudget - size.input) / LANGUAGE_OVERHEAD)),
  );
  const languageGroups = Math.ceil(languages / languagesPerCall);
  const calls = chunks * languageGroups;
  return {
    segmentChunks: chunks,
    languagesPerCall,
    languageGroups,
    calls,
    inputTokens: calls * (fixedInput + size.input) + chunks * languages * LANGUAGE_OVERHEAD,
    outputTokens: calls * ANSWER_OVERHEAD + chunks * languages * size.outputPerLanguage,
  };
}

/**
 * Splits `items` in order into exactly `parts` non-empty runs of about equal `size` (fewer only when there are
 * fewer items): the planner's equal parts, made from the real lengths.
 */
export function splitEvenly<T>(items: readonly T[], parts: number, size: (item: T) => number): T[][] {
  const count = Math.min(parts, items.length);
  if (count <= 0) return [];
  const total = items.reduce((sum, item) => sum + size(item), 0);
  const out: T[][] = [[]];
  let done = 0;
  items.forEach((item, index) => {
    const current = out.at(-1)!;
    const toOpen = count - out.length;
    const remaining = items.length - index;
    const pastShare = done + size(item) / 2 > (total * out.length) / count;
    if (current.length > 0 && toOpen > 0 && (remaining <= toOpen || pastShare)) out.push([item]);
    else current.push(item);
    done += size(item);
  });
  return out;
}

const WIRE_ID = /^[\w.:-]{1,40}$/;
/** A segment without letters (a lone placeholder, a timestamp, a blank line) is kept as it is, unsent. */
export const hasWords = (text: string) => /\p{L}/u.test(text);

interface WireSegment extends TranslationSegment {
  index: number;
}

type Found = Map<string, Map<string, string>>; // language → wire id → text
interface Ask {
  segments: readonly WireSegment[];
  languages: readonly string[];
}

export class LlmTranslationEngine implements TranslationEngine {
  readonly id = 'llm' as const;
  readonly pseudo = false;
  readonly label: string;
  private readonly model: LanguageModel;
  private readonly config: AiConfig;

  constructor(model: LanguageModel, config: AiConfig, label: string) {
    this.model = model;
    this.config = config;
    this.label = label;
  }

  supports(language: string): boolean {
    return isYoutubeLanguage(language);
  }

  /**
   * Calls and price, planned exactly as translate() plans them. `sourceLanguage` sharpens the token estimate for
   * non-Latin sources (without it the text is taken as Latin-script); texts in several languages go in the same
   * calls, planned at the densest script's rate, as translate() plans them.
   */
  estimate(input: EstimateInput) {
    const languages = [
      ...(input.sourceLanguage ? [input.sourceLanguage] : []),
      ...(input.sourceLanguages ?? []),
    ];
    const plan = planCalls({ ...input, sourceLanguage: densestOf(languages) }, this.config);
    return { calls: plan.calls, costUsd: this.cost(plan.inputTokens, plan.outputTokens) };
  }

  async translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    const languages = [...new Set(request.targetLanguages)];
    const unsupported = languages.filter((language) => !this.supports(language));
    if (unsupported.length > 0) {
      throw new AppError('VALIDATION', `Not a YouTube language: ${unsupported.join(', ')}.`, {
        details: { reason: 'unsupportedLanguage', languages: unsupported },
      });
    }
    const ids = request.segments.map((s) => s.id);
    const useOwnIds = new Set(ids).size === ids.length && ids.every((id) => WIRE_ID.test(id));
    const wireId = (id: string, index: number) => (useOwnIds ? id : `s${index + 1}`);
    const segments: WireSegment[] = request.segments.map((s, i) => ({
      id: wireId(s.id, i),
      text: s.text,
      language: s.language,
      index: i,
    }));
    const characters = request.segments.reduce((sum, s) => sum + s.text.length, 0);
    const counts = { characters, segments: segments.length, languages: languages.length };
    // Texts in several languages (a back-translation) are planned at the densest script's token rate.
    const sources = [request.sourceLanguage, ...request.segments.flatMap((s) => s.language ?? [])];
    const plan = planCalls({ ...counts, sourceLanguage: densestOf(sources) }, this.config);
    const translations: Record<string, string[]> = {};
    for (const language of languages) translations[language] = request.segments.map((s) => s.text);
    let usage: TranslationUsage = { ...noUsage(), characters: characters * languages.length };

    const toSend = segments.filter((s) => hasWords(s.text));
    const chunks = splitEvenly(toSend, plan.segmentChunks, (s) => s.text.length);
    const groups = splitEvenly(languages, plan.languageGroups, () => 1);
    for (const chunk of chunks) {
      for (const group of groups) {
        const part = await this.translatePart(request, chunk, group, signal);
        usage = addUsage(usage, part.usage);
        for (const [language, texts] of part.found) {
          for (const segment of chunk) translations[language]![segment.index] = texts.get(segment.id)!;
        }
      }
    }
    return { translations, usage };
  }

  /** One call for these segments × languages, and at most one more for what its answer left out. */
  private async translatePart(
    request: TranslateRequest,
    segments: readonly WireSegment[],
    languages: readonly string[],
    signal: AbortSignal | undefined,
  ): Promise<{ found: Found; usage: TranslationUsage }> {
    const found: Found = new Map(languages.map((language) => [language, new Map()]));
    let usage = noUsage();
    let ask: Ask = { segments, languages };
    let malformed: unknown;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const answer = await this.call(request, ask.segments, ask.languages, signal);
      usage = addUsage(usage, answer.usage);
      if (answer.output === undefined) {
        malformed = answer.failure;
        continue; // not the JSON asked for: ask the same again
      }
      malformed = undefined;
      collect(answer.output, ask, found);
      ask = missingFrom(found, { segments, languages });
      if (ask.languages.length === 0) return { found, usage };
    }
    if (malformed !== undefined) {
      throw new AppError(
        'UPSTREAM_UNAVAILABLE',
        'The AI provider answered with something other than the translations asked for, also when asked again.',
        { cause: malformed, details: { reason: 'invalidModelOutput' } },
      );
    }
    const missing = ask.languages.map((language) => ({
      language,
      segments: ask.segments.filter((s) => !found.get(language)!.has(s.id)).map((s) => s.id),
    }));
    const which = (ids: string[]) =>
      ids.length === segments.length ? 'every segment' : `segments ${ids.join(', ')}`;
    const described = missing.map((m) => `${addressLanguage(m.language)}: ${which(m.segments)}`).join('; ');
    throw new AppError(
      'UPSTREAM_UNAVAILABLE',
      `The AI provider left translations out, even when asked again — ${described}.`,
      { details: { reason: 'incompleteTranslation', missing } },
    );
  }

  /** One provider request. Resolves with the parsed answer, or with no output when it was not the JSON asked. */
  private async call(
    request: TranslateRequest,
    segments: readonly WireSegment[],
    languages: readonly string[],
    signal: AbortSignal | undefined,
  ): Promise<{ output?: LlmTranslation; failure?: unknown; usage: TranslationUsage }> {
    signal?.throwIfAborted();
    const prompt = buildTranslationPrompt({
      sourceLanguage: request.sourceLanguage,
      targetLanguages: languages,
      segments: segments.map((s) => ({ id: s.id, text: s.text, language: s.language })),
      context: request.context,
    });
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    const { generateText, NoObjectGeneratedError, Output } = aiSdk();
    try {
      const result = await generateText({
        model: this.model,
        output: Output.object({
          schema: LlmTranslationSchema,
          name: 'translations',
          description: 'Every segment translated into every target language, by id',
        }),
        system: prompt.system,
        prompt: prompt.prompt,
        maxOutputTokens: this.config.maxOutputTokens,
        temperature: 0.2,
        maxRetries: 0,
        abortSignal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
      return { output: result.output, usage: this.usageOf(result.usage) };
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error; // the caller's abort, passed on as it came
      const mapped = mapProviderError(error);
      if (mapped) throw mapped;
      return {
        failure: error,
        usage: this.usageOf(NoObjectGeneratedError.isInstance(error) ? error.usage : undefined),
      };
    }
  }

  private usageOf(usage: LanguageModelUsage | undefined): TranslationUsage {
    const [inputTokens, outputTokens] = [usage?.inputTokens ?? null, usage?.outputTokens ?? null];
    recordAiTokens('translation', { inputTokens, outputTokens });
    const costUsd =
      inputTokens !== null && outputTokens !== null ? this.cost(inputTokens, outputTokens) : null;
    return { ...noUsage(), calls: 1, inputTokens, outputTokens, costUsd };
  }

  private cost(inputTokens: number, outputTokens: number): number | null {
    const price = this.config.pricePerMillion;
    return price ? (inputTokens * price.input + outputTokens * price.output) / 1_000_000 : null;
  }
}

/** Takes from an answer the texts asked for and not yet found (ids and languages as asked; the first wins). */
function collect(answer: LlmTranslation, asked: Ask, found: Found) {
  const askedIds = new Set(asked.segments.map((s) => s.id));
  const byLowercase = new Map(asked.languages.map((language) => [language.toLowerCase(), language]));
  for (const entry of answer.translations) {
    const language = byLowercase.get(entry.language.trim().toLowerCase());
    if (!language) continue;
    const texts = found.get(language)!;
    for (const segment of entry.segments) {
      const id = segment.id.trim();
      if (askedIds.has(id) && !texts.has(id) && segment.text.trim() !== '') texts.set(id, segment.text);
    }
  }
}

/** The languages still missing a segment, and the segments any of them still miss. */
function missingFrom(found: Found, { segments, languages }: Ask): Ask {
  const missingLanguages = languages.filter((language) =>
    segments.some((s) => !found.get(language)!.has(s.id)),
  );
  const missingSegments = segments.filter((s) =>
    missingLanguages.some((language) => !found.get(language)!.has(s.id)),
  );
  return { segments: missingSegments, languages: missingLanguages };
}

/** Transport and provider failures → codes (as the suggester maps them); undefined for "the answer was unusable". */
function mapProviderError(error: unknown): AppError | undefined {
  const retried = (what: string) => `The AI provider ${what}. The job retries shortly.`;
  if (aiSdk().APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 429) return new AppError('RATE_LIMITED', retried('is limiting requests'));
    if (status === 401 || status === 403) {
      return new AppError(
        'FORBIDDEN',
        'The AI provider refused the API key. Check AI_API_KEY on the server.',
      );
    }
    if (status >= 500 || status === 0) {
      return new AppError('UPSTREAM_UNAVAILABLE', retried(`answered ${status || 'nothing'}`));
    }
    if (status >= 400) {
      const details = { reason: 'providerRejected' };
      return new AppError('VALIDATION', `The AI provider rejected the request (HTTP ${status}).`, {
        details,
      });
    }
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AppError('UPSTREAM_UNAVAILABLE', retried('did not answer in time'));
  }
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
    return new AppError('UPSTREAM_UNAVAILABLE', retried('could not be reached'));
  }
  return undefined;
}
