// Language ids where the interface, YouTube and metering meet.
import { isYoutubeLanguage } from '@vidcraft/contracts';

/** YouTube's id for an interface language, where the two differ. */
const YOUTUBE_ID_OF_INTERFACE: Record<string, string> = { he: 'iw', zh: 'zh-CN' };

/**
 * The language back-translations are written in: the creator's interface language (a reviewer reads it),
 * else the video's own language.
 */
export function creatorLanguageOf(interfaceLanguage: string | null, sourceLanguage: string): string {
  const id = interfaceLanguage ? (YOUTUBE_ID_OF_INTERFACE[interfaceLanguage] ?? interfaceLanguage) : null;
  return id && isYoutubeLanguage(id) ? id : sourceLanguage;
}

/** The usage event of one language of one job (one video into one language counts one). */
export const usageReference = (translationId: string) => `translation:${translationId}`;

/**
 * Target languages per engine request in a translation job: the engine plans its own calls within a step, the
 * job saves and reports progress between steps (a restart resumes at the first unsaved step).
 */
const LANGUAGES_PER_STEP = 20;

/** The languages in the job's steps, in order. */
export function languageSteps<T>(languages: readonly T[]): T[][] {
  const steps: T[][] = [];
  for (let i = 0; i < languages.length; i += LANGUAGES_PER_STEP) {
    steps.push(languages.slice(i, i + LANGUAGES_PER_STEP));
  }
  return steps;
}
