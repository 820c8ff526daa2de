// Language detection for an unprefixed URL (spec §5): local storage, then the browser's languages,
// then <html lang>; default English. The URL prefix, when present, always wins and is handled by the caller.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

// Browser tags whose base code differs from ours: Norwegian Bokmål/Nynorsk, and the legacy Hebrew code.
const ALIASES: Record<string, LanguageCode> = { nb: 'no', nn: 'no', iw: 'he' };

/** Reduces a BCP 47 tag ("de-AT", "zh-Hant-TW", "nb") to a supported interface language, if any. */
export function toSupportedLanguage(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[base] ?? base;
  return isLanguageCode(code) ? code : null;
}

export interface DetectionSources {
  stored: string | null;
  browserLanguages: readonly string[];
  htmlLang: string | null;
}

export function detectLanguage(sources: DetectionSources): LanguageCode {
  const candidates = [sources.stored, ...sources.browserLanguages, sources.htmlLang];
  for (const candidate of candidates) {
    const code = toSupportedLanguage(candidate);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled (private mode, blocked cookies)
  }
}

export function detectBrowserLanguage(): LanguageCode {
  return detectLanguage({
    stored: readStoredLanguage(),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });
}

export function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Not fatal: the URL prefix still carries the choice.
  }
}
