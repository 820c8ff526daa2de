// YouTube's languages for localized titles, descriptions and caption tracks. The ids are YouTube's own, as
// `i18nLanguages.list` gives them (Hebrew is `iw`, Filipino `fil`, Chinese `zh-CN`/`zh-TW`/`zh-HK`);
// `localizations` keys and caption languages must be one of them. `TRANSLATION_LANGUAGES` is the documented
// set of 57 the translation tool offers first (docs/translation-languages.md says how it was chosen); the
// rest of YouTube's languages are offered too, as YouTube's policy asks (III.C.6).
import { z } from './zod.ts';

export const TRANSLATION_LANGUAGES = [
  'en',
  'es',
  'es-419',
  'pt',
  'pt-PT',
  'fr',
  'fr-CA',
  'de',
  'it',
  'nl',
  'ru',
  'uk',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'tr',
  'sv',
  'da',
  'no',
  'fi',
  'iw',
  'ar',
  'fa',
  'ur',
  'hi',
  'bn',
  'pa',
  'gu',
  'mr',
  'ta',
  'te',
  'kn',
  'ml',
  'th',
  'vi',
  'id',
  'ms',
  'fil',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'ja',
  'ko',
  'sw',
  'hr',
  'sr',
  'sl',
  'lt',
  'lv',
  'et',
  'ca',
  'az',
  'kk',
] as const;

/** The rest of `i18nLanguages.list`: offered under "More of YouTube's languages". */
export const MORE_YOUTUBE_LANGUAGES = [
  'af',
  'am',
  'as',
  'be',
  'bs',
  'en-GB',
  'en-IN',
  'es-US',
  'eu',
  'gl',
  'hy',
  'is',
  'ka',
  'km',
  'ky',
  'lo',
  'mk',
  'mn',
  'my',
  'ne',
  'or',
  'si',
  'sq',
  'sr-Latn',
  'uz',
  'zu',
] as const;

export const YOUTUBE_LANGUAGES: readonly string[] = [...TRANSLATION_LANGUAGES, ...MORE_YOUTUBE_LANGUAGES];
const KNOWN = new Set(YOUTUBE_LANGUAGES);

/** Languages written right to left (their previews and editors are laid out that way). */
export const RTL_YOUTUBE_LANGUAGES: readonly string[] = ['ar', 'fa', 'iw', 'ur'];

export function isYoutubeLanguage(value: unknown): value is string {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The BCP-47 tag browsers and ICU know for a YouTube id (`iw` → `he`, `fil` stays). */
export function bcp47Of(youtubeLanguage: string): string {
  return youtubeLanguage === 'iw' ? 'he' : youtubeLanguage;
}

/** The primary language of a tag: `pt-PT` → `pt`, `zh-TW` → `zh`, `iw` → `he`. */
export function baseLanguageOf(tag: string): string {
  return bcp47Of(tag.split('-')[0]!.toLowerCase());
}

export const YoutubeLanguage = z.string().refine(isYoutubeLanguage, "must be one of YouTube's language ids");

/** A video's localized title and description per language, as `videos.list part=localizations` gives them. */
export const Localizations = z.record(
  z.string(),
  z.object({ title: z.string().optional(), description: z.string().optional() }),
);
export type Localizations = z.infer<typeof Localizations>;
