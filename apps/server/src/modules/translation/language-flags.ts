// Languages unlikely to draw an audience for a video are flagged, never hidden (YouTube's policy asks that
// every language stay on offer): a variant of the video's own language (its viewers already read the
// original), or one of YouTube's languages outside the 57 with the largest online audiences.
import { baseLanguageOf, TRANSLATION_LANGUAGES } from '@vidcraft/contracts';

const CORE = new Set<string>(TRANSLATION_LANGUAGES);

export type LanguageFlagReason = 'sameAsSource' | 'smallOnlineAudience';

export function languageFlag(language: string, sourceLanguage: string): LanguageFlagReason | null {
  if (baseLanguageOf(language) === baseLanguageOf(sourceLanguage)) return 'sameAsSource';
  if (!CORE.has(language)) return 'smallOnlineAudience';
  return null;
}
