// The image model config chooses, or null when IMAGE_PROVIDER is none (the studio then offers styles, uploads
// and the current thumbnail only). Wiring: `createBackgroundEngine(config.images)`.
import type { ImagesConfig, PollingOptions, ThumbnailBackgroundEngine } from './background-engine.ts';
import { ComfyUiBackgroundEngine } from './comfyui-images.ts';
import { FalBackgroundEngine } from './fal-images.ts';
import { OpenAiBackgroundEngine } from './openai-images.ts';
import { ReplicateBackgroundEngine } from './replicate-images.ts';

export {
  BACKGROUND_STYLES,
  STYLE_PROMPTS,
  type BackgroundRequest,
  type BackgroundStyle,
  type GeneratedBackground,
  type ImagesConfig,
  type ThumbnailBackgroundEngine,
} from './background-engine.ts';

export function createBackgroundEngine(
  images: ImagesConfig | null,
  options: PollingOptions = {},
): ThumbnailBackgroundEngine | null {
  if (!images) return null;
  switch (images.provider) {
    case 'openai':
      return new OpenAiBackgroundEngine(images);
    case 'fal':
      return new FalBackgroundEngine(images, options);
    case 'replicate':
      return new ReplicateBackgroundEngine(images, options);
    case 'comfyui':
      return new ComfyUiBackgroundEngine(images, options);
  }
}
