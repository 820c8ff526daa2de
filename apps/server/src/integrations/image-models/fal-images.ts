// FLUX on fal through fal's queue protocol, spoken with fetch (decision 023 says why not @fal-ai/client):
// POST https://queue.fal.run/{model} → { request_id, status_url, response_url }; GET status_url until
// COMPLETED; GET response_url → { images: [{ url }], has_nsfw_concepts }; download the image from fal's CDN.
// The key (`Authorization: Key …`) goes only to the queue's origin; status and response URLs from the answer
// must be on that origin, the picture on it or on fal.media over HTTPS. NSFW flags and fal's
// content_policy_violation errors become contentPolicy.
import { z } from 'zod';
import type { AppError } from '../../http/app-error.ts';
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
import {
  downloadImage,
  guardedFetch,
  isTrustedUrl,
  MAX_IMAGE_BYTES,
  originOf,
  pause,
  readJson,
  type GuardedFetch,
} from './provider-fetch.ts';

const PROVIDER = 'fal';
export const FAL_QUEUE_URL = 'https://queue.fal.run';
/** Where fal serves generated files (and its subdomains such as v3.fal.media). */
export const FAL_OUTPUT_HOSTS = ['fal.media'] as const;
/** The thumbnail's own size (both multiples of 16, as FLUX wants). */
export const FAL_IMAGE_SIZE = { width: 1280, height: 720 } as const;
const CONTENT_POLICY = /content_policy_violation|nsfw|content checker|flagged/i;

const Submitted = z.object({
  request_id: z.string().min(1).max(200),
  status_url: z.string().optional(),
  response_url: z.string().optional(),
  cancel_url: z.string().optional(),
});
const QueueStatus = z.object({ status: z.string() });
const Result = z.object({
  images: z.array(z.object({ url: z.string().min(1) })).min(1),
  has_nsfw_concepts: z.array(z.boolean()).optional(),
});

export class FalBackgroundEngine implements ThumbnailBackgroundEngine {
  readonly styles = BACKGROUND_STYLES;
  readonly label: { provider: string; model: string };
  private readonly config: ImagesConfig;
  private readonly baseUrl: string;
  private readonly pollIntervalMs: number;
  private readonly fetch: GuardedFetch;

  constructor(config: ImagesConfig, options: PollingOptions = {}) {
    this.config = config;
    this.baseUrl = config.baseUrl ?? FAL_QUEUE_URL;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.label = { provider: PROVIDER, model: config.model };
    this.fetch = guardedFetch({
      provider: PROVIDER,
      trustedOrigins: [originOf(this.baseUrl)],
      trustedHosts: FAL_OUTPUT_HOSTS,
      maxBytes: MAX_IMAGE_BYTES,
    });
  }

  async generate(request: BackgroundRequest): Promise<GeneratedBackground> {
    const prompt = buildBackgroundPrompt(request.prompt, request.style);
    let cancelUrl: string | undefined;
    try {
      return await withDeadline(
        { provider: PROVIDER, timeoutMs: this.config.timeoutMs, signal: request.signal },
        async (signal) => {
          const submitted = await this.submit(prompt, signal);
          cancelUrl = submitted.cancelUrl;
          await this.waitUntilCompleted(submitted.statusUrl, signal);
          cancelUrl = undefined; // finished, whatever its result: nothing left to cancel
          const imageUrl = await this.result(submitted.responseUrl, signal);
          const image = await downloadImage(this.fetch, PROVIDER, imageUrl, { signal });
          return { ...image, provider: PROVIDER, model: this.config.model };
        },
      );
    } finally {
      if (cancelUrl) this.cancel(cancelUrl);
    }
  }

  private headers(json = false): Record<string, string> {
    return {
      authorization: `Key ${this.config.apiKey ?? ''}`,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  private async submit(prompt: string, signal: AbortSignal) {
    const model = this.config.model.split('/').map(encodeURIComponent).join('/');
    const response = await this.fetch(`${this.baseUrl}/${model}`, {
      method: 'POST',
      headers: this.headers(true),
      body: JSON.stringify({
        prompt,
        image_size: FAL_IMAGE_SIZE,
        num_images: 1,
        output_format: 'png',
        enable_safety_checker: true,
      }),
      signal,
    });
    const body = await readJson(response);
    if (!response.ok) throw failure(response, body);
    const parsed = Submitted.safeParse(body);
    if (!parsed.success) throw imageErrors.invalidResponse(PROVIDER, 'no request id from the queue');
    // fal addresses a request by the app (owner/alias), without the model's sub-path.
    const app = `${this.baseUrl}/${this.config.model.split('/').slice(0, 2).join('/')}/requests/${encodeURIComponent(parsed.data.request_id)}`;
    return {
      statusUrl: this.queueUrl(parsed.data.status_url ?? `${app}/status`),
      responseUrl: this.queueUrl(parsed.data.response_url ?? app),
      cancelUrl:
        parsed.data.cancel_url && isTrustedQueueUrl(this.baseUrl, parsed.data.cancel_url)
          ? parsed.data.cancel_url
          : undefined,
    };
  }

  /** A URL from the queue's answer that the key will be sent to: it must be on the queue's own origin. */
  private queueUrl(url: string): string {
    if (!isTrustedQueueUrl(this.baseUrl, url)) throw imageErrors.untrustedUrl(PROVIDER, url);
    return url;
  }

  private async waitUntilCompleted(statusUrl: string, signal: AbortSignal): Promise<void> {
    for (;;) {
      const response = await this.fetch(statusUrl, { headers: this.headers(), signal });
      const body = await readJson(response);
      if (!response.ok) throw failure(response, body);
      const parsed = QueueStatus.safeParse(body);
      if (!parsed.success) throw imageErrors.invalidResponse(PROVIDER, 'a queue status without a status');
      if (parsed.data.status === 'COMPLETED') return;
      if (parsed.data.status !== 'IN_QUEUE' && parsed.data.status !== 'IN_PROGRESS') {
        throw imageErrors.invalidResponse(PROVIDER, `an unknown queue status`);
      }
      await pause(this.pollIntervalMs, signal);
    }
  }

  private async result(responseUrl: string, signal: AbortSignal): Promise<string> {
    const response = await this.fetch(responseUrl, { headers: this.headers(), signal });
    const body = await readJson(response);
    if (!response.ok) throw failure(response, body);
    const parsed = Result.safeParse(body);
    if (!parsed.success) throw imageErrors.invalidResponse(PROVIDER, 'a result without an image');
    if (parsed.data.has_nsfw_concepts?.some(Boolean)) throw imageErrors.contentPolicy(PROVIDER, 'nsfw');
    return parsed.data.images[0]!.url;
  }

  /** Best effort: a request we gave up on is cancelled so it stops costing money. */
  private cancel(url: string): void {
    this.fetch(url, { method: 'PUT', headers: this.headers(), signal: AbortSignal.timeout(5000) })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }
}

function isTrustedQueueUrl(baseUrl: string, url: string): boolean {
  return isTrustedUrl({ provider: PROVIDER, trustedOrigins: [originOf(baseUrl)], maxBytes: 0 }, url);
}

/** A fal error answer: `{ detail: string | [{ msg, type }] }`. */
function failure(response: Response, body: unknown): AppError {
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  const text = typeof detail === 'string' ? detail : JSON.stringify(detail ?? '');
  if ((response.status === 400 || response.status === 422) && CONTENT_POLICY.test(text)) {
    return imageErrors.contentPolicy(PROVIDER, 'content_policy_violation');
  }
  return httpFailure(PROVIDER, response.status, response.headers.get('retry-after'));
}
