// FLUX (or any text-to-image model) on Replicate through the AI SDK's @ai-sdk/replicate: POST
// /v1/models/{owner}/{name}/predictions (or /v1/predictions for `owner/name:version`) with `Prefer: wait`, then
// polling the prediction's `urls.get` until it succeeds or fails, then downloading the output. The SDK sends
// the key only to the configured origin; our guarded fetch also refuses any URL that is neither that origin nor
// Replicate's delivery CDN, and caps every body at 10 MB. A prediction that failed over NSFW content (FLUX's
// safety checker) becomes contentPolicy.
import type { AppError } from '../../http/app-error.ts';
import { aiSdk, replicateSdk } from '../ai/ai-sdk.ts';
import {
  BACKGROUND_STYLES,
  buildBackgroundPrompt,
  type BackgroundRequest,
  type GeneratedBackground,
  type ImagesConfig,
  type PollingOptions,
  type ThumbnailBackgroundEngine,
} from './background-engine.ts';
import { httpFailure, imageErrors, withDeadline } from './image-errors.ts';
import { asImage, guardedFetch, MAX_IMAGE_BYTES, originOf } from './provider-fetch.ts';

const PROVIDER = 'Replicate';
export const REPLICATE_BASE_URL = 'https://api.replicate.com/v1';
/** Where Replicate serves outputs (and its subdomains). */
export const REPLICATE_OUTPUT_HOSTS = ['replicate.delivery'] as const;
const CONTENT_POLICY = /nsfw|safety|content (?:policy|moderation)|flagged|sensitive content/i;

export class ReplicateBackgroundEngine implements ThumbnailBackgroundEngine {
  readonly styles = BACKGROUND_STYLES;
  readonly label: { provider: string; model: string };
  private readonly config: ImagesConfig;
  private readonly pollIntervalMs: number;
  private readonly model;

  constructor(config: ImagesConfig, options: PollingOptions = {}) {
    this.config = config;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.label = { provider: PROVIDER, model: config.model };
    const baseURL = config.baseUrl ?? REPLICATE_BASE_URL;
    const replicate = replicateSdk().createReplicate({
      baseURL,
      apiToken: config.apiKey ?? '',
      fetch: guardedFetch({
        provider: PROVIDER,
        trustedOrigins: [originOf(baseURL)],
        trustedHosts: REPLICATE_OUTPUT_HOSTS,
        maxBytes: MAX_IMAGE_BYTES,
      }),
    });
    this.model = replicate.image(config.model);
  }

  async generate(request: BackgroundRequest): Promise<GeneratedBackground> {
    const prompt = buildBackgroundPrompt(request.prompt, request.style);
    const { timeoutMs } = this.config;
    return withDeadline(
      { provider: PROVIDER, timeoutMs, signal: request.signal, mapError },
      async (signal) => {
        const result = await aiSdk().generateImage({
          model: this.model,
          prompt,
          n: 1,
          aspectRatio: '16:9',
          maxRetries: 0,
          abortSignal: signal,
          providerOptions: {
            replicate: {
              output_format: 'png',
              // Replicate holds the request open up to 60 s; the rest is polling, ended by our deadline.
              maxWaitTimeInSeconds: Math.max(1, Math.min(60, Math.floor(timeoutMs / 1000))),
              pollIntervalMillis: this.pollIntervalMs,
              maxPollAttempts: Math.ceil(timeoutMs / this.pollIntervalMs) + 2,
            },
          },
        });
        return {
          ...asImage(PROVIDER, Buffer.from(result.image.uint8Array)),
          provider: PROVIDER,
          model: this.config.model,
        };
      },
    );
  }
}

function mapError(error: unknown): AppError | undefined {
  if (aiSdk().InvalidResponseDataError.isInstance(error)) {
    const prediction = error.data as { status?: unknown; error?: unknown } | undefined;
    const message = typeof prediction?.error === 'string' ? prediction.error : '';
    if (prediction?.status === 'failed' && CONTENT_POLICY.test(message)) {
      return imageErrors.contentPolicy(PROVIDER, 'nsfw');
    }
    if (prediction?.status === 'failed' || prediction?.status === 'canceled') {
      return imageErrors.upstream(PROVIDER, `reported the prediction ${prediction.status}`);
    }
    return imageErrors.invalidResponse(PROVIDER, 'a prediction without output');
  }
  if (!aiSdk().APICallError.isInstance(error)) return undefined;
  const status = error.statusCode ?? 0;
  if (status === 0) return imageErrors.upstream(PROVIDER, 'could not be reached');
  if (status === 422 && CONTENT_POLICY.test(error.responseBody ?? '')) {
    return imageErrors.contentPolicy(PROVIDER, 'nsfw');
  }
  return httpFailure(PROVIDER, status, error.responseHeaders?.['retry-after']);
}
