// What the creator chose on /auto-translation, as the contract's TranslationRequest (or null while the choice
// cannot be estimated or started yet), and what the server's capabilities allow.
import type {
  CaptionSource,
  TranslationCapabilities,
  TranslationEngineId,
  TranslationRequest,
} from '@vidcraft/contracts';

/** The contract's caps on one request. */
export const MAX_VIDEOS = 50;
export const MAX_LANGUAGES = 100;

export interface TranslationChoice {
  videoIds: readonly string[];
  languages: readonly string[];
  /** Title and description. */
  metadata: boolean;
  /** Caption tracks, and where their translation comes from (null: no captions). */
  captions: CaptionSource | null;
  engine: TranslationEngineId | null;
}

/** Where a new choice starts: the title and description with the default engine — or, with no engine on this
 * server, caption tracks through YouTube's own translation (the one thing that works without a provider). */
export function initialChoice(capabilities: TranslationCapabilities): TranslationChoice {
  const hasEngine = capabilities.engines.length > 0;
  return {
    videoIds: [],
    languages: [],
    metadata: hasEngine,
    captions: !hasEngine && capabilities.youtubeCaptionTranslation ? 'youtube' : null,
    engine: hasEngine ? (capabilities.defaultEngine ?? capabilities.engines[0]?.id ?? null) : null,
  };
}

/** Why the choice cannot be sent yet (the first reason), or null when it can. */
export type ChoiceGap = 'videos' | 'languages' | 'what' | 'tooManyVideos' | 'tooManyLanguages' | 'engine';

export function choiceGap(choice: TranslationChoice): ChoiceGap | null {
  if (choice.videoIds.length === 0) return 'videos';
  if (choice.videoIds.length > MAX_VIDEOS) return 'tooManyVideos';
  if (choice.languages.length === 0) return 'languages';
  if (choice.languages.length > MAX_LANGUAGES) return 'tooManyLanguages';
  if (!choice.metadata && choice.captions === null) return 'what';
  // Engine-made text (the title and description, or captions from the engine) needs an engine.
  if ((choice.metadata || choice.captions === 'engine') && choice.engine === null) return 'engine';
  return null;
}

export function requestOf(choice: TranslationChoice): TranslationRequest | null {
  if (choiceGap(choice) !== null) return null;
  return {
    videoIds: [...choice.videoIds],
    languages: [...choice.languages],
    metadata: choice.metadata,
    captions: choice.captions === null ? null : { source: choice.captions },
    engine: choice.engine,
  };
}
