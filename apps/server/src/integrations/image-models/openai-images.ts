// OpenAI's image models (gpt-image-*, dall-e-3) through the AI SDK's generateImage and @ai-sdk/openai: one
// POST /images/generations, the picture inline as base64. The widest landscape size the model offers is asked
// for; the compositor crops it to 1280×720. Refusals under OpenAI's safety system (`moderation_blocked`,
// `content_policy_violation`) become contentPolicy.
import type { AppError } from '../../http/app-error.ts';
import { aiSdk, openAiSdk } from '../ai/ai-sdk.ts';
import {
  BACKGROUND_STYLES,
  buildBackgroundPrompt,
  type BackgroundRequest,
  type GeneratedBackground,
  type ImagesConfig,
  type ThumbnailBackgroundEngine,
} from './background-engine.ts';
import { httpFailure, imageErrors, withDeadline } from './image-errors.ts';
import { asImage, guardedFetch, MAX_IMAGE_BYTES, originOf } from './provider-fetch.ts';

const PROVIDER = 'OpenAI';
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const CONTENT_POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation']);
/** Base64 of a 10 MB picture plus the JSON around it. */
const MAX_ANSWER_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** The landscape size each model family accepts: DALL·E 3 has 1792×1024, GPT Image 1536×1024. */
export function openAiImageSize(model: string): '1792x1024' | '1536x1024' {
  return model.startsWith('dall-e-3') ? '1792x1024' : '1536x1024';
}

export class OpenAiBackgroundEngine implements ThumbnailBackgroundEngine {
  readonly styles = BACKGROUND_STYLES;
  readonly label: { provider: string; model: string };
  private readonly config: ImagesConfig;
  private readonly model;

  constructor(config: ImagesConfig) {
    this.config = config;
    this.label = { provider: PROVIDER, model: config.model };
    const baseURL = config.baseUrl ?? OPENAI_BASE_URL;
    const openai = openAiSdk().createOpenAI({
      baseURL,
      apiKey: config.apiKey ?? '',
      fetch: guardedFetch({
        provider: PROVIDER,
        trustedOrigins: [originOf(baseURL)],
        maxBytes: MAX_ANSWER_BYTES,
      }),
    });
    this.model = openai.image(config.model);
  }

  async generate(request: BackgroundRequest): Promise<GeneratedBackground> {
    const prompt = buildBackgroundPrompt(request.prompt, request.style);
    return withDeadline(
      { provider: PROVIDER, timeoutMs: this.config.timeoutMs, signal: request.signal, mapError },
      async (signal) => {
        const result = await aiSdk().generateImage({
          model: this.model,
          prompt,
          n: 1,
          size: openAiImageSize(this.config.model),
          maxRetries: 0,
          abortSignal: signal,
        });
        const bytes = Buffer.from(result.image.uint8Array);
        if (bytes.length > MAX_IMAGE_BYTES) throw imageErrors.tooLarge(PROVIDER, MAX_IMAGE_BYTES);
        return { ...asImage(PROVIDER, bytes), provider: PROVIDER, model: this.config.model };
      },
    );
  }
}

function mapError(error: unknown): AppError | undefined {
  if (!aiSdk().APICallError.isInstance(error)) return undefined;
  const status = error.statusCode ?? 0;
  const code = errorCode(error.data) ?? errorCode(safeParse(error.responseBody));
  if (code && CONTENT_POLICY_CODES.has(code)) return imageErrors.contentPolicy(PROVIDER, code);
  if (status === 0) return imageErrors.upstream(PROVIDER, 'could not be reached');
  return httpFailure(PROVIDER, status, error.responseHeaders?.['retry-after']);
}

function errorCode(data: unknown): string | undefined {
  const code = (data as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

function safeParse(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
