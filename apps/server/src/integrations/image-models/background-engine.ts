// What the thumbnail studio asks of an image model: one background picture for a prompt and a style. The model
// never draws text (the compositor does), so every prompt says so, and asks for a 16:9 picture with calm space
// for a headline. Adapters (OpenAI, fal, Replicate, ComfyUI) implement the interface; the factory picks one.
import { isPlainText, PROMPT_MAX_LENGTH } from '@vidcraft/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/** The image-model part of the configuration (IMAGE_*), when a provider is configured. */
export type ImagesConfig = NonNullable<Config['images']>;

/** The styles a creator picks from, in the order the studio shows them. */
export const BACKGROUND_STYLES = [
  'photo',
  'cinematic',
  'illustration',
  '3d-render',
  'anime',
  'minimal',
  'neon',
] as const;
export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];

/** The wording each style adds to the creator's prompt. */
export const STYLE_PROMPTS: Record<BackgroundStyle, string> = {
  photo: 'a high-quality photograph, natural light, sharp focus, realistic colours',
  cinematic: 'a cinematic film still, dramatic lighting, shallow depth of field, rich colour grading',
  illustration: 'a clean digital illustration, bold shapes, vibrant flat colours',
  '3d-render': 'a polished 3D render, soft studio lighting, smooth materials',
  anime: 'anime-style artwork, expressive colours, crisp line art',
  minimal: 'a minimalist composition, simple shapes, generous empty space, limited palette',
  neon: 'a neon-lit scene, glowing magenta and cyan lights, dark background, high contrast',
};

/** Said in every prompt: the compositor draws the headline, so the picture must leave it room and carry none. */
export const NO_TEXT_INSTRUCTION =
  'Do not include any text, letters, words, numbers, logos, signatures or watermarks anywhere in the image.';
export const COMPOSITION_INSTRUCTION =
  'Wide 16:9 landscape composition for a video thumbnail, with a calm, uncluttered area on one side for a headline.';
/** For models that take a negative prompt (ComfyUI). */
export const NEGATIVE_PROMPT =
  'text, letters, words, typography, caption, logo, signature, watermark, frame, border, blurry, low quality';

export const isBackgroundStyle = (value: string): value is BackgroundStyle =>
  (BACKGROUND_STYLES as readonly string[]).includes(value);

/** The creator's prompt as the engines accept it: plain text, trimmed, 3 to 400 characters. */
export const BackgroundPromptText = z
  .string()
  .trim()
  .min(3)
  .max(PROMPT_MAX_LENGTH)
  .refine(isPlainText, 'must not contain control characters');

/** The full prompt sent to a model: the subject, the style's wording, the composition and the no-text rule. */
export function buildBackgroundPrompt(prompt: string, style: string): string {
  const parsedPrompt = BackgroundPromptText.safeParse(prompt);
  if (!parsedPrompt.success) {
    throw new AppError(
      'VALIDATION',
      `The background description must be plain text of 3 to ${PROMPT_MAX_LENGTH} characters.`,
      { details: { reason: 'prompt' } },
    );
  }
  if (!isBackgroundStyle(style)) {
    throw new AppError('VALIDATION', `Unknown style “${style}”.`, { details: { reason: 'style' } });
  }
  // Line breaks in the creator's words are folded so the instructions stay separate sentences.
  const subject = parsedPrompt.data.replace(/\s+/g, ' ');
  return [
    `Background image: ${subject}.`,
    `Style: ${STYLE_PROMPTS[style]}.`,
    COMPOSITION_INSTRUCTION,
    NO_TEXT_INSTRUCTION,
  ].join(' ');
}

export interface BackgroundRequest {
  prompt: string;
  style: string;
  signal?: AbortSignal;
}

export interface GeneratedBackground {
  image: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  provider: string;
  model: string;
}

/** For adapters that poll their provider until the picture is ready. */
export interface PollingOptions {
  /** Time between status polls (tests shorten it); 1 s by default. */
  pollIntervalMs?: number;
}

/** An image model that makes thumbnail backgrounds. */
export interface ThumbnailBackgroundEngine {
  /** What the UI shows as "which model made this". */
  readonly label: { provider: string; model: string };
  readonly styles: readonly BackgroundStyle[];
  generate(request: BackgroundRequest): Promise<GeneratedBackground>;
}
