// URL language prefixes (spec §2): English has none, every other interface language lives under /{xx}/….
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type LanguageCode } from '../i18n/languages.ts';

const PREFIXED = new Set<string>(PREFIXED_LANGUAGES);

export interface SplitPath {
  /** The language named by the prefix, or null when the path has none. */
  language: LanguageCode | null;
  /** The path without the prefix, always starting with "/". */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !PREFIXED.has(match[1] ?? '')) return { language: null, rest: pathname || '/' };
  return { language: match[1] as LanguageCode, rest: match[2] || '/' };
}

/** The language a path is shown in: its prefix, or English for an unprefixed path. */
export function languageOfPath(pathname: string): LanguageCode {
  return splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;
}

/** Puts an unprefixed app path ("/how-to") under a language: "/de/how-to"; home becomes "/de/". */
export function localizePath(path: string, language: LanguageCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}/` : `/${language}${clean}`;
}

/** The same page in another language: rewrites (or removes) the prefix, keeping the rest of the path. */
export function switchLanguageInPath(pathname: string, language: LanguageCode): string {
  return localizePath(splitLanguagePrefix(pathname).rest, language);
}
