// One structured LLM call per video through the Vercel AI SDK. Provider errors become client-actionable codes
// (429 → RATE_LIMITED, 5xx/timeouts → UPSTREAM_UNAVAILABLE, both retried by the job engine); an answer that is
// not the JSON asked for is requested once more, then reported. Tokens, cost and latency come back with it.
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { aiSdk } from './ai-sdk.ts';
import type { AiConfig } from './language-model.ts';
import { buildMetadataPrompt, type PromptInput } from './metadata-prompt.ts';
import type { Suggester, SuggestOutcome, SuggestRequest } from './suggester.ts';
import { recordAiTokens } from '../../metrics/metrics.ts';

// Shapes only: sizes and lengths are not limited here, because an over-long answer is repaired by YouTube's
// rules afterwards rather than thrown away.
export const LlmSuggestionSchema = z.object({
  titles: z.array(z.object({ text: z.string(), rationale: z.string().default('') })).min(1),
  description: z.string(),
  tags: z.array(z.string()),
  hashtags: z.array(z.string()),
  chapters: z.array(z.object({ startSeconds: z.number(), title: z.string() })),
});
export type LlmSuggestion = z.infer<typeof LlmSuggestionSchema>;

export interface LlmResult {
  suggestion: LlmSuggestion;
  allowedChapterStarts: number[];
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
  latencyMs: number;
  attempts: number;
}

export class LlmSuggester implements Suggester {
  readonly engine = 'llm' as const;
  private readonly model: LanguageModel;
  private readonly config: AiConfig;
  readonly label: { provider: string; model: string };
  constructor(model: LanguageModel, config: AiConfig, label: { provider: string; model: string }) {
    this.model = model;
    this.config = config;
    this.label = label;
  }

  async suggest(request: SuggestRequest, signal?: AbortSignal): Promise<SuggestOutcome> {
    const result = await this.complete(
      {
        language: request.language,
        creatorLanguage: request.creatorLanguage,
        title: request.title,
        description: request.description,
        tags: request.tags,
        durationSeconds: request.durationSeconds,
        isShort: request.isShort,
        cues: request.cues,
        channelTitle: request.channel.title,
        channelTopTitles: request.channel.topTitles,
        titleCount: request.titleCount,
      },
      signal,
    );
    return {
      suggestion: result.suggestion,
      usage: { inputTokens: result.inputTokens, outputTokens: result.outputTokens, costUsd: result.costUsd },
      provider: this.label.provider,
      model: this.label.model,
    };
  }

  /** One structured call with the prompt's full detail (what `suggest` answers, plus attempts and latency). */
  async complete(input: Omit<PromptInput, 'maxInputTokens'>, signal?: AbortSignal): Promise<LlmResult> {
    const prompt = buildMetadataPrompt({ ...input, maxInputTokens: this.config.maxInputTokens });
    const started = Date.now();
    let lastFailure: unknown;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const { generateText, Output } = aiSdk();
        const result = await generateText({
          model: this.model,
          output: Output.object({ schema: LlmSuggestionSchema, name: 'video_metadata_suggestions' }),
          system: prompt.system,
          prompt: prompt.prompt,
          maxOutputTokens: this.config.maxOutputTokens,
          temperature: 0.4,
          maxRetries: 0,
          abortSignal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)])
            : AbortSignal.timeout(this.config.timeoutMs),
        });
        const inputTokens = result.usage.inputTokens ?? null;
        const outputTokens = result.usage.outputTokens ?? null;
        recordAiTokens('optimization', { inputTokens, outputTokens });
        const price = this.config.pricePerMillion;
        return {
          suggestion: result.output,
          allowedChapterStarts: prompt.allowedChapterStarts,
          inputTokens,
          outputTokens,
          costUsd:
            price && inputTokens !== null && outputTokens !== null
              ? (inputTokens * price.input + outputTokens * price.output) / 1_000_000
              : null,
          latencyMs: Date.now() - started,
          attempts: attempt,
        };
      } catch (error) {
        const mapped = mapProviderError(error);
        if (mapped) throw mapped;
        lastFailure = error; // an unusable answer: ask once more
      }
    }
    throw new AppError(
      'UPSTREAM_UNAVAILABLE',
      'The AI provider twice answered with something other than the suggestions asked for.',
      {
        cause: lastFailure,
        details: { reason: 'invalidModelOutput' },
      },
    );
  }
}

/** Transport and provider failures → codes; undefined for "the answer was not usable" (worth one retry). */
function mapProviderError(error: unknown): AppError | undefined {
  if (aiSdk().APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 429)
      return new AppError('RATE_LIMITED', 'The AI provider is limiting requests. The job retries shortly.');
    if (status === 401 || status === 403) {
      return new AppError(
        'FORBIDDEN',
        'The AI provider refused the API key. Check AI_API_KEY on the server.',
      );
    }
    if (status >= 500 || status === 0) {
      return new AppError(
        'UPSTREAM_UNAVAILABLE',
        `The AI provider answered ${status || 'nothing'}. The job retries shortly.`,
      );
    }
    if (status >= 400)
      return new AppError('VALIDATION', `The AI provider rejected the request (HTTP ${status}).`, {
        details: { reason: 'providerRejected' },
      });
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      'The AI provider did not answer in time. The job retries shortly.',
    );
  }
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      'The AI provider could not be reached. The job retries shortly.',
    );
  }
  return undefined;
}
