// Vidcraft's 23 interface languages and the script facts the text tools need.
import { STOPWORDS } from './stopwords.generated.ts';

export const INTERFACE_LANGUAGES = [
  'en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'uk', 'be', 'he', 'ja', 'ko',
  'zh', 'ar', 'hi', 'th', 'vi', 'tr', 'pl', 'nl', 'sv', 'da', 'no',
] as const; // prettier-ignore

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Languages written without spaces between words: segmented with Intl.Segmenter, phrases joined without spaces. */
export const SPACELESS = new Set<string>(['ja', 'zh', 'th']);

/** Scripts with upper and lower case, where casing style and ALL-CAPS bait mean something. */
export function hasCase(text: string): boolean {
  return /[\p{Lu}\p{Ll}]/u.test(text) && text.toLocaleLowerCase() !== text.toLocaleUpperCase();
}

/** "pt-BR" → "pt", "iw" → "he", "nb"/"nn" → "no", "zh-Hant" → "zh"; null when not one of the 23. */
export function normalizeLanguage(code: string | null | undefined): InterfaceLanguage | null {
  if (!code) return null;
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  const alias: Record<string, string> = { iw: 'he', nb: 'no', nn: 'no', fil: 'en' };
  const resolved = alias[base] ?? base;
  return (INTERFACE_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as InterfaceLanguage)
    : null;
}

const cache = new Map<string, ReadonlySet<string>>();

/** The stop-word set of a language (lower-case, NFC). */
export function stopwords(language: string): ReadonlySet<string> {
  let set = cache.get(language);
  if (!set) {
    set = new Set((STOPWORDS[language] ?? '').split(' ').filter(Boolean));
    cache.set(language, set);
  }
  return set;
}
